import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../platform/local-time';
import { type ChangeCostsInput, changeBounds, changeCosts, differenceText } from './change-pricing';

const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;
const monthlyChange = (over: Partial<ChangeCostsInput> = {}): ChangeCostsInput => ({
  current: { paymentType: 'recurring', baseFee: 3000, billingDay: 15 },
  target: { paymentType: 'recurring', baseFee: 4500 },
  startDate: '2026-12-01',
  today: '2026-11-26',
  collectionLeadDays: 3,
  ...over,
});

describe('changing a monthly membership, worked examples', () => {
  it('tops up the days already paid for at the old price, up to the billing day', () => {
    const quote = changeCosts(monthlyChange());
    // 1 to 15 December is 14 days; £15 a month more is £180 a year, 14 days of it £6.90.
    expect(quote.firstBillingDate).toBe('2026-12-15');
    expect(quote.fees).toBe(690);
    expect(quote.monthInHand).toBe(0);
    expect(quote.totalDueNow).toBe(690);
    expect(quote.currentEndsOn).toBe('2026-11-30');
    expect(quote.firstCollectionDate).toBe('2026-12-15');
  });

  it('asks nothing now for a cheaper membership, and refunds nothing', () => {
    const quote = changeCosts(monthlyChange({ target: { paymentType: 'recurring', baseFee: 2000 } }));
    expect(quote.totalDueNow).toBe(0);
  });

  it('takes the new month’s difference now when the billing day is too close to change its collection', () => {
    const quote = changeCosts(monthlyChange({ startDate: '2026-11-27', today: '2026-11-26' }));
    // The start is 18 days before the 15th: a full stub, and the collection on 15 December is weeks away.
    expect(quote.monthInHand).toBe(0);
    const soon = changeCosts(
      monthlyChange({
        current: { paymentType: 'recurring', baseFee: 3000, billingDay: 28 },
        startDate: '2026-11-27',
      }),
    );
    expect(soon.firstBillingDate).toBe('2026-11-28');
    expect(soon.monthInHand).toBe(1500);
    expect(soon.firstCollectionDate).toBe('2026-12-28');
    expect(soon.totalDueNow).toBe(soon.fees + 1500);
  });
});

describe('changing a single payment, worked examples', () => {
  const current = {
    paymentType: 'fixed' as const,
    baseFee: 36_500,
    startDate: '2026-01-01',
    lastDay: '2026-12-31',
  };
  it('counts the unused days of the current term towards the new one', () => {
    const quote = changeCosts({
      current,
      target: { paymentType: 'fixed', baseFee: 50_000, fixedDuration: 12, fixedPeriod: 'month' },
      startDate: '2026-12-02',
      today: '2026-11-26',
      collectionLeadDays: 3,
    });
    // 30 unused days of a £365, 365-day term are worth £30.
    expect(quote.fees).toBe(50_000 - 3000);
    expect(quote.endDate).toBe('2027-12-01');
    expect(quote.firstBillingDate).toBeNull();
  });

  it('never starts after the day following the current term’s end', () => {
    expect(changeBounds({ ...current, lastDay: '2026-12-05' }, '2026-11-26')).toEqual({
      min: '2026-11-27',
      max: '2026-12-06',
    });
    expect(changeBounds(current, '2026-11-26')).toEqual({ min: '2026-11-27', max: '2026-12-26' });
    expect(changeBounds({ ...current, lastDay: '2026-11-25' }, '2026-11-26')).toBeNull();
  });
});

describe('the difference in words', () => {
  it('says more, less or the same', () => {
    expect(differenceText('recurring', 3000, 4500, pounds)).toBe(
      '£15.00 more per month than your current membership',
    );
    expect(differenceText('fixed', 3000, 2500, pounds)).toBe('£5.00 less than your current membership');
    expect(differenceText('recurring', 3000, 3000, pounds)).toBe(
      'The same price per month as your current membership',
    );
  });
});

const day = fc
  .integer({ min: 0, max: 3 * 366 })
  .map((n) => addDays('2027-01-01', n))
  .filter((d) => !Number.isNaN(Date.parse(d)));
const pence = fc.integer({ min: 0, max: 200_000 });

describe('change costs, properties', () => {
  it('monthly: the parts add up, in whole pence, never below 0, and nothing is due for the same price', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 28 }),
        pence,
        pence,
        (today, ahead, billingDay, oldFee, newFee) => {
          const startDate = addDays(today, ahead);
          const quote = changeCosts({
            current: { paymentType: 'recurring', baseFee: oldFee, billingDay },
            target: { paymentType: 'recurring', baseFee: newFee },
            startDate,
            today,
            collectionLeadDays: 3,
          });
          expect(quote.totalDueNow).toBe(quote.fees + quote.monthInHand);
          expect(Number.isSafeInteger(quote.totalDueNow)).toBe(true);
          expect(quote.fees).toBeGreaterThanOrEqual(0);
          expect(quote.monthInHand).toBeLessThanOrEqual(Math.max(0, newFee - oldFee));
          // The stub is under a month: the top-up never reaches a whole month's difference plus a penny.
          expect(quote.fees).toBeLessThanOrEqual(Math.max(0, newFee - oldFee) + 1);
          expect(quote.firstBillingDate! >= startDate).toBe(true);
          if (newFee <= oldFee) expect(quote.totalDueNow).toBe(0);
        },
      ),
    );
  });

  it('single payment: never more than the new price, never below 0, and the new term starts the day after the old ends', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 40 }),
        pence,
        pence,
        (start, termDays, ahead, oldFee, newFee) => {
          const current = {
            paymentType: 'fixed' as const,
            baseFee: oldFee,
            startDate: start,
            lastDay: addDays(start, termDays - 1),
          };
          const today = addDays(start, Math.floor(termDays / 2));
          const bounds = changeBounds(current, today);
          if (!bounds) return;
          const later = addDays(bounds.min, ahead - 1);
          // biome-ignore lint/complexity/useMathMinMax: days as YYYY-MM-DD text: Math.max would make them NaN
          const startDate = later > bounds.max ? bounds.max : later;
          const quote = changeCosts({
            current,
            target: { paymentType: 'fixed', baseFee: newFee, fixedDuration: 3, fixedPeriod: 'month' },
            startDate,
            today,
            collectionLeadDays: 3,
          });
          expect(quote.totalDueNow).toBeGreaterThanOrEqual(0);
          expect(quote.totalDueNow).toBeLessThanOrEqual(newFee);
          expect(Number.isSafeInteger(quote.totalDueNow)).toBe(true);
          expect(addDays(quote.currentEndsOn, 1)).toBe(startDate);
        },
      ),
    );
  });
});
