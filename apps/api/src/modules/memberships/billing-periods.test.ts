import { describe, expect, it } from 'vitest';
import { createClock } from '../../platform/clock';
import { startOfLocalDay } from '../../platform/local-time';
import {
  type BilledMembership,
  billingDay,
  nextCollectionStart,
  periodAmount,
  periodContaining,
  periodOf,
  periodsDue,
} from './billing-periods';

const monthly = (over: Partial<BilledMembership> = {}): BilledMembership => ({
  firstBillingDate: '2026-01-15',
  monthInHand: false,
  finalPaymentDate: null,
  lastDay: null,
  ...over,
});

describe('billing periods', () => {
  it('run from one billing date to the day before the next', () => {
    expect(periodOf('2026-01-15', 1)).toEqual({ number: 1, start: '2026-01-15', end: '2026-02-14' });
    expect(periodOf('2026-01-15', 12)).toEqual({ number: 12, start: '2026-12-15', end: '2027-01-14' });
  });

  it('keep a month-end billing date through short months, counted from the first, never drifting', () => {
    expect([1, 2, 3, 4].map((n) => periodOf('2026-01-31', n))).toEqual([
      { number: 1, start: '2026-01-31', end: '2026-02-27' },
      { number: 2, start: '2026-02-28', end: '2026-03-30' },
      { number: 3, start: '2026-03-31', end: '2026-04-29' },
      { number: 4, start: '2026-04-30', end: '2026-05-30' },
    ]);
  });

  it('meet 29 February in a leap year and its 28th otherwise', () => {
    expect(periodOf('2028-01-29', 2)).toEqual({ number: 2, start: '2028-02-29', end: '2028-03-28' });
    expect(periodOf('2027-01-29', 2)).toEqual({ number: 2, start: '2027-02-28', end: '2027-03-28' });
    expect(periodOf('2028-02-29', 13)).toEqual({ number: 13, start: '2029-02-28', end: '2029-03-28' });
    expect(periodContaining('2028-01-31', '2028-02-29')).toMatchObject({ number: 2, start: '2028-02-29' });
    expect(periodContaining('2028-01-31', '2028-03-30')).toMatchObject({ number: 2, end: '2028-03-30' });
    expect(periodContaining('2028-01-31', '2028-01-30')).toBeNull();
  });

  it('are due from five days ahead, the period a late sweep is in still collected, none already over', () => {
    expect(periodsDue(monthly(), '2026-01-09')).toEqual([]);
    expect(periodsDue(monthly(), '2026-01-10').map((p) => p.start)).toEqual(['2026-01-15']);
    expect(periodsDue(monthly(), '2026-02-09').map((p) => p.start)).toEqual(['2026-01-15']);
    expect(periodsDue(monthly(), '2026-02-13').map((p) => p.start)).toEqual(['2026-01-15', '2026-02-15']);
    expect(periodsDue(monthly(), '2026-03-20').map((p) => p.start)).toEqual(['2026-03-15']);
  });

  it('begin a month on when the first month was paid in hand', () => {
    expect(periodsDue(monthly({ monthInHand: true }), '2026-01-12')).toEqual([]);
    expect(periodsDue(monthly({ monthInHand: true }), '2026-02-10').map((p) => p.number)).toEqual([2]);
    expect(nextCollectionStart(monthly({ monthInHand: true }), '2026-01-01')).toBe('2026-02-15');
  });

  it('stop at the final payment date and at the last day', () => {
    const cancelled = monthly({ finalPaymentDate: '2026-02-15', lastDay: '2026-03-14' });
    expect(periodsDue(cancelled, '2026-02-12').map((p) => p.start)).toEqual(['2026-01-15', '2026-02-15']);
    expect(periodsDue(cancelled, '2026-03-12').map((p) => p.start)).toEqual(['2026-02-15']);
    expect(periodsDue(cancelled, '2026-03-15')).toEqual([]);
    expect(nextCollectionStart(cancelled, '2026-02-16')).toBeNull();
    expect(periodsDue(monthly({ lastDay: '2026-02-14' }), '2026-02-12').map((p) => p.start)).toEqual([
      '2026-01-15',
    ]);
  });

  it('cost the freeze fee for a period that starts while frozen, else the promotion’s price while it lasts', () => {
    const promotion = {
      discount: { kind: 'percentage' as const, percent: 50 },
      months: 2,
      waivesJoiningFee: false,
    };
    const freeze = { activeFrom: '2026-03-01', endsOn: '2026-04-15', freezeFee: 0 };
    const fee = (n: number) => periodAmount(3000, promotion, periodOf('2026-01-15', n), [freeze]);
    expect([1, 2, 3, 4, 5].map((n) => fee(n))).toEqual([
      { amount: 1500, frozen: false },
      { amount: 1500, frozen: false },
      { amount: 0, frozen: true },
      { amount: 0, frozen: true },
      { amount: 3000, frozen: false },
    ]);
  });

  it('read "today" at the venue, across the clocks changing', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: 23:30 UTC on the 29th is already the 30th in London.
    expect(billingDay(new Date('2026-03-29T23:30:00Z'), 'Europe/London')).toBe('2026-03-30');
    expect(billingDay(new Date('2026-03-28T23:30:00Z'), 'Europe/London')).toBe('2026-03-28');
    // And back at 01:00 UTC on 25 October: 23:30 UTC on the 25th is still the 25th.
    expect(billingDay(new Date('2026-10-25T23:30:00Z'), 'Europe/London')).toBe('2026-10-25');
    expect(billingDay(startOfLocalDay('2026-03-30'), 'Europe/London')).toBe('2026-03-30');
    expect(
      periodsDue(
        monthly({ firstBillingDate: '2026-04-04' }),
        billingDay(new Date('2026-03-29T23:30:00Z'), 'Europe/London'),
      ),
    ).toHaveLength(1);
  });

  it('are counted on a clock a test moves', () => {
    const clock = createClock(new Date('2026-03-28T12:00:00Z'));
    clock.advance(86_400_000);
    expect(billingDay(clock.now(), 'Europe/London')).toBe('2026-03-29');
    clock.set(new Date('2028-02-29T00:30:00Z'));
    expect(billingDay(clock.now(), 'Europe/London')).toBe('2028-02-29');
  });
});
