import { describe, expect, it } from 'vitest';
import {
  applyTenders,
  creditOverBalanceMessage,
  maxApplicableCredit,
  staffOnlyTenderMessage,
  type Tender,
  tendersAfterChange,
  tendersOverTotalMessage,
} from './tender-rules';

const customer = { total: 2000, creditBalance: 1000 };

describe('tender rules', () => {
  it('replaces a tender of the same type and removes one given a non-positive amount', () => {
    const current: Tender[] = [{ tenderType: 'credit', amount: 500 }];
    expect(applyTenders(current, [{ tenderType: 'credit', amount: 700 }], customer)).toEqual({
      ok: true,
      tenders: [{ tenderType: 'credit', amount: 700 }],
    });
    expect(applyTenders(current, [{ tenderType: 'credit', amount: 0 }], customer)).toEqual({
      ok: true,
      tenders: [],
    });
    expect(applyTenders(current, [{ tenderType: 'credit', amount: -5 }], customer)).toEqual({
      ok: true,
      tenders: [],
    });
  });

  it('takes no cash, cheques or vouchers on a customer’s basket: staff take them at the desk', () => {
    for (const tenderType of ['cash', 'cheque', 'offline-voucher'] as const) {
      expect(applyTenders([], [{ tenderType, amount: 100 }], customer)).toEqual({
        ok: false,
        status: 403,
        message: staffOnlyTenderMessage,
      });
    }
  });

  it('keeps credit within the balance and every tender within the total', () => {
    expect(applyTenders([], [{ tenderType: 'credit', amount: 1001 }], customer)).toMatchObject({
      ok: false,
      status: 422,
      message: creditOverBalanceMessage,
    });
    const rich = { ...customer, creditBalance: 5000 };
    expect(applyTenders([], [{ tenderType: 'credit', amount: 2001 }], rich)).toMatchObject({
      message: tendersOverTotalMessage,
    });
  });

  it('offers the balance as credit up to what other tenders leave to pay', () => {
    expect(maxApplicableCredit(2000, [], 1000)).toBe(1000);
    expect(maxApplicableCredit(800, [], 1000)).toBe(800);
    expect(maxApplicableCredit(2000, [{ tenderType: 'cash', amount: 1500 }], 1000)).toBe(500);
    expect(maxApplicableCredit(1000, [{ tenderType: 'cash', amount: 1500 }], 1000)).toBe(0);
  });

  it('keeps only credit when a line is removed, shrunk to the new total', () => {
    const tenders: Tender[] = [
      { tenderType: 'cash', amount: 200 },
      { tenderType: 'credit', amount: 900 },
    ];
    expect(tendersAfterChange(tenders, 600, 1000, true)).toEqual([{ tenderType: 'credit', amount: 600 }]);
    expect(tendersAfterChange(tenders, 3000, 1000, false)).toEqual(tenders);
    expect(tendersAfterChange(tenders, 0, 1000, true)).toEqual([]);
  });
});
