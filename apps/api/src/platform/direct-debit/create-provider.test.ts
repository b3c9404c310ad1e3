import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { createDirectDebitProvider } from './create-provider';

// Neither provider touches the database or the network until it is asked something.
const db = {} as Db;

describe('the configured direct-debit provider', () => {
  it('is the embedded sandbox by default', () => {
    expect(createDirectDebitProvider(loadConfig({}), db).name).toBe('sandbox');
  });

  it('is GoCardless when configured so', () => {
    const config = loadConfig({
      DIRECT_DEBIT_PROVIDER: 'gocardless',
      GOCARDLESS_ACCESS_TOKEN: 'token',
      GOCARDLESS_WEBHOOK_SECRET: 'secret',
    });
    expect(createDirectDebitProvider(config, db).name).toBe('gocardless');
  });
});
