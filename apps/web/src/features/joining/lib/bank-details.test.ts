import { describe, expect, it } from 'vitest';
import {
  accountNumberValid,
  type BankDetails,
  bankAccountOf,
  bankDetailsProblems,
  emptyBankDetails,
  sortCodeValid,
} from './bank-details';

const valid: BankDetails = {
  ...emptyBankDetails,
  accountHolder: 'Alex Smith',
  accountNumber: '12345678',
  sortCode: '08-99-99',
  billingAddressLineOne: '1 High Street',
  billingCity: 'Leeds',
};

describe('accountNumberValid', () => {
  it('takes at least 8 digits, spaces as typed allowed', () => {
    expect(accountNumberValid('12345678')).toBe(true);
    expect(accountNumberValid('1234 5678')).toBe(true);
    expect(accountNumberValid(' 1234567890 ')).toBe(true);
  });

  it('refuses fewer than 8 digits and anything but digits', () => {
    expect(accountNumberValid('1234567')).toBe(false);
    expect(accountNumberValid('1234 567')).toBe(false);
    expect(accountNumberValid('1234567a')).toBe(false);
    expect(accountNumberValid('1234-5678')).toBe(false);
    expect(accountNumberValid('')).toBe(false);
  });
});

describe('sortCodeValid', () => {
  it('takes exactly 6 digits, written together, with hyphens or with spaces', () => {
    expect(sortCodeValid('089999')).toBe(true);
    expect(sortCodeValid('08-99-99')).toBe(true);
    expect(sortCodeValid('08 99 99')).toBe(true);
  });

  it('refuses 5 or 7 digits and letters', () => {
    expect(sortCodeValid('08999')).toBe(false);
    expect(sortCodeValid('08-99-999')).toBe(false);
    expect(sortCodeValid('08-99-9a')).toBe(false);
    expect(sortCodeValid('')).toBe(false);
  });
});

describe('bankDetailsProblems', () => {
  it('finds none in complete details', () => {
    expect(bankDetailsProblems(valid, { collectBillingAddress: true })).toEqual([]);
  });

  it('wants a holder name longer than one character', () => {
    expect(bankDetailsProblems({ ...valid, accountHolder: 'A' }, { collectBillingAddress: false })).toEqual([
      'accountHolder',
    ]);
    expect(
      bankDetailsProblems({ ...valid, accountHolder: '  A ' }, { collectBillingAddress: false }),
    ).toEqual(['accountHolder']);
    expect(bankDetailsProblems({ ...valid, accountHolder: 'Al' }, { collectBillingAddress: false })).toEqual(
      [],
    );
  });

  it('lists every field that breaks its rule, in the form’s order', () => {
    expect(bankDetailsProblems(emptyBankDetails, { collectBillingAddress: true })).toEqual([
      'accountHolder',
      'accountNumber',
      'sortCode',
      'billingAddressLineOne',
      'billingCity',
    ]);
  });

  it('checks the billing address only when it is collected, and never line two or the postcode', () => {
    const noAddress = { ...valid, billingAddressLineOne: '', billingCity: 'L' };
    expect(bankDetailsProblems(noAddress, { collectBillingAddress: false })).toEqual([]);
    expect(bankDetailsProblems(noAddress, { collectBillingAddress: true })).toEqual([
      'billingAddressLineOne',
      'billingCity',
    ]);
    expect(
      bankDetailsProblems(
        { ...valid, billingAddressLineTwo: '', billingPostcode: '' },
        { collectBillingAddress: true },
      ),
    ).toEqual([]);
  });

  it('leaves the authorisation box to the step: it is not a field rule', () => {
    expect(bankDetailsProblems({ ...valid, authorised: false }, { collectBillingAddress: true })).toEqual([]);
  });
});

describe('bankAccountOf', () => {
  it('sends digits only', () => {
    expect(bankAccountOf({ accountNumber: '1234 5678', sortCode: '08-99-99' })).toEqual({
      accountNumber: '12345678',
      sortCode: '089999',
    });
    expect(bankAccountOf({ accountNumber: '12345678', sortCode: '08 99 99' }).sortCode).toBe('089999');
  });
});
