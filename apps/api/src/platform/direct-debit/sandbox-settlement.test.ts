import { describe, expect, it } from 'vitest';
import { checkBankAccount } from './bank-account';
import { sandboxBankName } from './sandbox-banks';
import { mandateOutcome, settlement } from './sandbox-settlement';

const fine = { accountNumberEnding: '11', cancelledAt: null };

describe('a sandbox collection settling by the clock', () => {
  it('stays pending through its charge date and is paid once the day has passed in the UK', () => {
    const payment = { chargeDate: '2026-06-30' };
    expect(settlement(payment, fine, new Date('2026-06-29T12:00:00Z')).status).toBe('pending');
    expect(settlement(payment, fine, new Date('2026-06-30T22:59:00Z')).status).toBe('pending');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(settlement(payment, fine, new Date('2026-06-30T23:30:00Z'))).toEqual({
      status: 'paid',
      failureReason: null,
    });
  });

  it('fails every collection of an account ending 44, for want of funds', () => {
    const poor = { accountNumberEnding: '44', cancelledAt: null };
    expect(settlement({ chargeDate: '2026-02-01' }, poor, new Date('2026-02-02T09:00:00Z'))).toEqual({
      status: 'failed',
      failureReason: 'insufficient_funds',
    });
  });

  it('cancels a collection whose mandate ended before its charge date, and no earlier one', () => {
    const ended = { accountNumberEnding: '11', cancelledAt: new Date('2026-03-15T10:00:00Z') };
    const later = new Date('2026-05-01T09:00:00Z');
    expect(settlement({ chargeDate: '2026-04-01' }, ended, later)).toEqual({
      status: 'cancelled',
      failureReason: 'mandate_cancelled',
    });
    expect(settlement({ chargeDate: '2026-03-15' }, ended, later).status).toBe('paid');
    expect(settlement({ chargeDate: '2026-03-01' }, ended, later).status).toBe('paid');
  });
});

describe('the demo bank details the README lists', () => {
  // sort code, account number, bank, the mandate's outcome.
  const demo: [string, string, string, 'active' | 'failed'][] = [
    ['200000', '55779911', 'Barclays', 'active'],
    ['089999', '66374958', 'The Co-operative Bank', 'active'],
    ['200000', '12348500', 'Barclays', 'failed'],
    ['200000', '12354144', 'Barclays', 'active'],
  ];

  it.each(demo)(
    '%s %s passes the modulus check, at %s, and its mandate is %s',
    (sort, account, bank, outcome) => {
      expect(checkBankAccount(account, sort).ok).toBe(true);
      expect(sandboxBankName(sort)).toBe(bank);
      expect(mandateOutcome(account.slice(-2))).toBe(outcome);
    },
  );

  it('refuses 08-99-99 66374959 before any mandate: the pair fails the modulus check', () => {
    expect(checkBankAccount('66374959', '089999').ok).toBe(false);
  });

  it('names no bank for a sort code outside its few ranges, however the sort code is typed', () => {
    expect(sandboxBankName('10-79-99')).toBeNull();
    expect(sandboxBankName('40-11-60')).toBe('HSBC UK');
    expect(sandboxBankName('2000')).toBeNull();
  });
});
