import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../platform/local-time';
import {
  addMonths,
  type CostsInput,
  fixedEndDate,
  joiningCosts,
  nextBillingDate,
  type PromotionTerms,
  periodFee,
} from './membership-pricing';

const monthly = (baseFee: number, joiningFee = 0) => ({
  paymentType: 'recurring' as const,
  baseFee,
  joiningFee,
});
const at = (over: Partial<CostsInput>): CostsInput => ({
  option: monthly(3000, 2500),
  startDate: '2026-11-23',
  today: '2026-11-23',
  billingDay: 1,
  leadDays: 10,
  promotion: null,
  ...over,
});
const half: PromotionTerms = {
  discount: { kind: 'percentage', percent: 50 },
  months: 3,
  waivesJoiningFee: false,
};

describe('joining costs, worked examples', () => {
  it('charges the stub to the first billing day at a yearly rate, and collects from that day when the mandate has time', () => {
    const costs = joiningCosts(at({ startDate: '2026-12-10', billingDay: 28 }));
    expect(costs.firstBillingDate).toBe('2026-12-28');
    expect(costs.proRataDays).toBe(18);
    // £30 a month is £360 a year: 18 days of it is £17.753…, £17.75.
    expect(costs.fees.proRataFee).toBe(1775);
    expect(costs.fees.monthInHandFee).toBe(0);
    expect(costs.firstCollectionDate).toBe('2026-12-28');
    expect(costs.totalToPayNow).toBe(2500 + 1775);
  });

  it('takes the first month in hand when the first billing day is too soon for the mandate', () => {
    const costs = joiningCosts(at({ startDate: '2026-11-23', billingDay: 1 }));
    expect(costs.firstBillingDate).toBe('2026-12-01');
    expect(costs.proRataDays).toBe(8);
    expect(costs.fees.proRataFee).toBe(789);
    expect(costs.fees.monthInHandFee).toBe(3000);
    expect(costs.firstCollectionDate).toBe('2027-01-01');
    expect(costs.totalToPayNow).toBe(2500 + 789 + 3000);
  });

  it('has no stub when the start falls on the billing day', () => {
    const costs = joiningCosts(at({ startDate: '2027-01-15', billingDay: 15 }));
    expect(costs.proRataDays).toBe(0);
    expect(costs.fees.proRataFee).toBe(0);
  });

  it('counts across 29 February and the clock change by calendar days', () => {
    const leap = joiningCosts(at({ today: '2028-02-20', startDate: '2028-02-27', billingDay: 2 }));
    expect(leap.firstBillingDate).toBe('2028-03-02');
    expect(leap.proRataDays).toBe(4);
    const spring = joiningCosts(at({ today: '2027-03-01', startDate: '2027-03-27', billingDay: 3 }));
    expect(spring.proRataDays).toBe(7);
  });

  it('discounts the stub and the month in hand by a promotion, and waives the joining fee when it says so', () => {
    const costs = joiningCosts(at({ promotion: { ...half, waivesJoiningFee: true } }));
    // Full: 2500 + 789 + 3000. Discounted: stub 395 (half of 1500 a month over 8 days), month 1500.
    expect(costs.fees.discount).toBe(2500 + (789 - 395) + 1500);
    expect(costs.totalToPayNow).toBe(395 + 1500);
  });

  it('takes an amount off each promotional month, never below nothing', () => {
    const off = (amount: number) =>
      joiningCosts(
        at({ promotion: { discount: { kind: 'amount', amount }, months: 1, waivesJoiningFee: false } }),
      );
    expect(off(1000).fees.discount).toBe(789 - 526 + 1000);
    expect(off(5000).totalToPayNow).toBe(2500);
  });

  it('prices a single payment as its fee and joining fee, ending the day before its term is up', () => {
    const costs = joiningCosts(
      at({
        option: {
          paymentType: 'fixed',
          baseFee: 12000,
          joiningFee: 1000,
          fixedDuration: 3,
          fixedPeriod: 'month',
        },
        startDate: '2026-11-30',
        billingDay: null,
        promotion: { discount: { kind: 'percentage', percent: 10 }, months: 1, waivesJoiningFee: false },
      }),
    );
    expect(costs).toMatchObject({
      paymentType: 'fixed',
      totalToPayNow: 12000 + 1000 - 1200,
      firstCollectionDate: null,
      endDate: '2027-02-28',
    });
    expect(fixedEndDate('2028-02-29', 1, 'year')).toBe('2029-02-28');
    expect(fixedEndDate('2026-11-23', 12, 'month')).toBe('2027-11-22');
    expect(fixedEndDate('2026-11-23', 2, 'week')).toBe('2026-12-06');
  });

  it('refuses a billing day the months do not all have, and fees that are not whole pence', () => {
    expect(() => joiningCosts(at({ billingDay: 29 }))).toThrow(RangeError);
    expect(() => joiningCosts(at({ billingDay: null }))).toThrow(RangeError);
    expect(() => joiningCosts(at({ option: monthly(10.5) }))).toThrow(RangeError);
  });

  it('adds months keeping the day, or the month’s last where it has none', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
  });
});

const day = fc.integer({ min: 0, max: 365 * 7 }).map((n) => addDays('2024-01-01', n));
const promotion: fc.Arbitrary<PromotionTerms | null> = fc.option(
  fc.record({
    discount: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percentage' as const), percent: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
      ),
    ),
    months: fc.option(fc.integer({ min: 1, max: 12 })),
    waivesJoiningFee: fc.boolean(),
  }),
);
const recurringInput = fc.record({
  option: fc.record({
    paymentType: fc.constant('recurring' as const),
    baseFee: fc.integer({ min: 0, max: 25_000 }),
    joiningFee: fc.integer({ min: 0, max: 10_000 }),
  }),
  today: day,
  ahead: fc.integer({ min: 0, max: 120 }),
  billingDay: fc.integer({ min: 1, max: 28 }),
  leadDays: fc.integer({ min: 0, max: 20 }),
  promotion,
});

describe('joining costs, over any dates, fees and promotions', () => {
  it('adds up in whole pence, never below nothing, the stub ending on the billing day', () => {
    fc.assert(
      fc.property(recurringInput, ({ ahead, ...rest }) => {
        const input = { ...rest, startDate: addDays(rest.today, ahead) };
        const costs = joiningCosts(input);
        const { joiningFee, proRataFee, monthInHandFee, discount } = costs.fees;
        for (const v of [costs.totalToPayNow, proRataFee, monthInHandFee, discount])
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(costs.totalToPayNow).toBe(joiningFee + proRataFee + monthInHandFee - discount);
        expect(Number(costs.firstBillingDate!.slice(8))).toBe(input.billingDay);
        expect(costs.proRataDays).toBe(daysBetween(input.startDate, costs.firstBillingDate!));
        expect(costs.proRataDays).toBeGreaterThanOrEqual(0);
        expect(costs.proRataDays).toBeLessThan(31);
        // A stub is never dearer than a whole month.
        expect(proRataFee).toBeLessThanOrEqual(input.option.baseFee);
        // The mandate always has its lead time before the first collection.
        expect(daysBetween(input.today, costs.firstCollectionDate!)).toBeGreaterThanOrEqual(
          Math.min(input.leadDays, 28),
        );
        if (!input.promotion) expect(discount).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers the same figures for the same question, as the costs call and the submit must', () => {
    fc.assert(
      fc.property(recurringInput, ({ ahead, ...rest }) => {
        const input = { ...rest, startDate: addDays(rest.today, ahead) };
        expect(joiningCosts(structuredClone(input))).toEqual(joiningCosts(input));
      }),
      { numRuns: 300 },
    );
  });

  it('never charges more for a cheaper membership or a bigger promotion', () => {
    fc.assert(
      fc.property(recurringInput, fc.integer({ min: 1, max: 5000 }), ({ ahead, ...rest }, more) => {
        const input = { ...rest, startDate: addDays(rest.today, ahead) };
        const dearer = { ...input, option: { ...input.option, baseFee: input.option.baseFee + more } };
        expect(joiningCosts(dearer).totalToPayNow).toBeGreaterThanOrEqual(joiningCosts(input).totalToPayNow);
        const everything: PromotionTerms = {
          discount: { kind: 'percentage', percent: 100 },
          months: null,
          waivesJoiningFee: true,
        };
        expect(joiningCosts({ ...input, promotion: everything }).totalToPayNow).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('bills the promotion’s price for its months and the base fee after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25_000 }),
        promotion,
        fc.integer({ min: 1, max: 24 }),
        (fee, promo, period) => {
          const price = periodFee(fee, promo, period);
          expect(Number.isSafeInteger(price) && price >= 0 && price <= fee).toBe(true);
          const lasts = promo?.discount && (promo.months === null || period <= promo.months);
          if (!lasts) expect(price).toBe(fee);
        },
      ),
    );
  });

  it('finds the billing day on or after any date', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 28 }), (date, billingDay) => {
        const next = nextBillingDate(date, billingDay);
        expect(next >= date).toBe(true);
        expect(Number(next.slice(8))).toBe(billingDay);
        expect(daysBetween(date, next)).toBeLessThan(31);
      }),
    );
  });
});
