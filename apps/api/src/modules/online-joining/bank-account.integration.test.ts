import { describe, expect, it } from 'vitest';
import { awayFromWindowEnd, useTestApp } from '../../../test/test-app';
import { accountMismatchMessage, sortCodeMessage } from '../../platform/direct-debit/bank-account';
import { bankAccountChecks } from './online-joining.routes';

describe('POST /api/online-joining/direct-debit/validate', () => {
  const t = useTestApp();
  const check = (payload: Record<string, string>, remoteAddress = '203.0.113.40') =>
    t.inject({ method: 'POST', url: '/api/online-joining/direct-debit/validate', payload, remoteAddress });

  it('passes a pair the modulus check passes, showing back only the last two digits', async () => {
    const res = await check({ account_number: '66374958', sort_code: '08-99-99' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { account_number_ending: '58', sort_code: '089999' } });
    expect(res.body).not.toContain('66374958');
  });

  it('refuses a mismatched pair on the account details, and a bad sort code on its field', async () => {
    const mismatch = await check({ account_number: '66374959', sort_code: '089999' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ account_details: [accountMismatchMessage] });
    const short = await check({ account_number: '66374958', sort_code: '0899' });
    expect(short.json().errors).toEqual({ sort_code: [sortCodeMessage] });
    const missing = await check({ sort_code: '089999' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('account_number');
  });

  it('limits how many pairs one address may try', async () => {
    await awayFromWindowEnd(bankAccountChecks.windowMs);
    const address = '198.51.100.77';
    for (let i = 0; i < bankAccountChecks.limit; i++)
      await check({ account_number: '66374959', sort_code: '089999' }, address);
    const refused = await check({ account_number: '66374958', sort_code: '089999' }, address);
    expect(refused.statusCode).toBe(429);
  });
});
