import type { OfflinePayment } from '@leisure/contracts/cart';
import { describe, expect, it } from 'vitest';
import { applyTender, creditAmount, paymentsAfterItemRemoved, syncCreditPayments } from './tenders';

const cash = (amount: number): OfflinePayment => ({ tenderType: 'cash', amount });
const credit = (amount: number): OfflinePayment => ({ tenderType: 'credit', amount });
const voucher = (amount: number): OfflinePayment => ({ tenderType: 'offline-voucher', amount });

describe('applyTender (spec part 1 §4)', () => {
  it('replaces an earlier cash or credit tender of the same type', () => {
    const start = [cash(500), credit(200)];
    expect(applyTender(start, cash(700))).toEqual([credit(200), cash(700)]);
    expect(applyTender(start, credit(300))).toEqual([cash(500), credit(300)]);
  });

  it('removes the tender of that type when the amount is not positive', () => {
    expect(applyTender([cash(500), credit(200)], credit(0))).toEqual([cash(500)]);
    expect(applyTender([cash(500), credit(200)], cash(-1))).toEqual([credit(200)]);
  });

  it('adds other tenders as separate lines and leaves the input untouched', () => {
    const start = [voucher(100)];
    expect(applyTender(start, voucher(100))).toEqual([voucher(100), voucher(100)]);
    expect(start).toEqual([voucher(100)]);
  });
});

describe('paymentsAfterItemRemoved', () => {
  it('keeps only the credit payments', () => {
    expect(paymentsAfterItemRemoved([cash(500), credit(200), voucher(100)])).toEqual([credit(200)]);
  });
});

describe('syncCreditPayments', () => {
  it("replaces the local credit payments with the server's and keeps the rest", () => {
    expect(syncCreditPayments([cash(500), credit(200)], [credit(150), cash(999)])).toEqual([
      cash(500),
      credit(150),
    ]);
    expect(syncCreditPayments([credit(200)], [])).toEqual([]);
  });
});

describe('creditAmount', () => {
  it('sums the credit tenders', () => {
    expect(creditAmount([credit(150), cash(500)])).toBe(150);
    expect(creditAmount([])).toBe(0);
  });
});
