import { describe, expect, it } from 'vitest';
import {
  accountMismatchMessage,
  accountNumberMessage,
  checkBankAccount,
  maskedAccountNumber,
  sortCodeMessage,
} from './bank-account';

describe('a UK bank account for a direct debit', () => {
  it('passes pairs that VocaLink’s modulus check passes, however the sort code is typed', () => {
    // Worked examples of VocaLink's "Validating account numbers" specification.
    expect(checkBankAccount('66374958', '089999')).toEqual({
      ok: true,
      accountNumber: '66374958',
      sortCode: '089999',
    });
    expect(checkBankAccount('88837491', '10-79-99').ok).toBe(true);
    expect(checkBankAccount('6374 8472', '20 29 59').ok).toBe(true);
  });

  it('refuses a pair that cannot belong together, on the account details', () => {
    expect(checkBankAccount('66374959', '089999')).toEqual({
      ok: false,
      errors: { account_details: [accountMismatchMessage] },
    });
    expect(checkBankAccount('15763217', '938063').ok).toBe(false);
  });

  it('refuses numbers of the wrong shape on their own fields, before any modulus check', () => {
    expect(checkBankAccount('1234567', '0899')).toEqual({
      ok: false,
      errors: { account_number: [accountNumberMessage], sort_code: [sortCodeMessage] },
    });
    expect(checkBankAccount('6637495A', '089999')).toEqual({
      ok: false,
      errors: { account_number: [accountNumberMessage] },
    });
  });

  it('shows back no more than the last two digits', () => {
    expect(maskedAccountNumber('66374958')).toBe('******58');
  });
});
