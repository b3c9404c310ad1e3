import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { createPublicGuestPass } from './public-guest-pass';

/** Anything touched throws: a code that is not one must be refused before any read. */
const untouchable = new Proxy({} as Db, {
  get: () => {
    throw new Error('the database was read');
  },
});

describe('the public pass lookup', () => {
  const passes = createPublicGuestPass({
    db: untouchable,
    limiter: { consume: async () => expect.fail('the limiter was counted') },
    enabled: async () => expect.fail('the operator was read'),
  });

  it('refuses a code that is not one as not found, reading nothing', async () => {
    for (const code of [
      'x',
      'A'.repeat(23),
      'A'.repeat(21),
      `${'A'.repeat(21)}+`,
      `${'A'.repeat(20)}==`,
      '',
    ]) {
      await expect(passes.view(1, code, '127.0.0.1')).rejects.toMatchObject({ statusCode: 404 });
      await expect(passes.qrSvg(1, code, '127.0.0.1')).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});
