import type { Config } from '../config';
import type { Db } from '../db/client';
import { createGoCardlessProvider } from './gocardless-provider';
import type { DirectDebitProvider } from './provider';
import { createSandboxDirectDebit } from './sandbox-provider';

/**
 * The configured direct-debit provider (DIRECT_DEBIT_PROVIDER): the embedded sandbox, whose books live in
 * this database and whose clock may be moved by tests, or GoCardless.
 */
export function createDirectDebitProvider(
  config: Pick<Config, 'directDebit'>,
  db: Db,
  { now }: { now?: () => Date } = {},
): DirectDebitProvider {
  const settings = config.directDebit;
  return settings.provider === 'gocardless'
    ? createGoCardlessProvider(settings)
    : createSandboxDirectDebit(db, { now });
}
