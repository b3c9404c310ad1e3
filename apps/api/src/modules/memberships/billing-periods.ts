import { addDays, localDate } from '../../platform/local-time';
import { addMonths, type PromotionTerms, periodFee } from './membership-pricing';

/**
 * A monthly membership's billing periods: pure arithmetic over calendar dates (YYYY-MM-DD at the
 * membership's venue), the schedule sweep's one source (docs/decisions/048-membership-billing.md).
 * A period runs from one billing date to the day before the next. Each is counted from one anchor (the
 * first billing date), never from the one before it, so a billing date on the 31st comes back on the 31st
 * after February's 28th (or 29th), and the arithmetic does not drift.
 */

/** Days before a period's first day that its collection is written (its amount and credit settled then)… */
export const scheduleAheadDays = 5;
/** …and sent to the provider: a freeze approved in between still prices the period (decision 048). */
export const submitAheadDays = 3;

export type BilledMembership = {
  firstBillingDate: string;
  /** The first month was paid when joining: collections begin with the second period. */
  monthInHand: boolean;
  /** The last collection a cancelled membership takes; null while it runs on. */
  finalPaymentDate: string | null;
  /** Its last day at its venue (the day before `expiresAt`); null when it has no end. */
  lastDay: string | null;
};

export type Period = {
  /** 1 is the month from the first billing date (the pro-rata stub before it is 0), as `periodFee` counts. */
  number: number;
  start: string;
  end: string;
};

/** The n-th period (1 from the first billing date). */
export function periodOf(firstBillingDate: string, n: number): Period {
  const start = addMonths(firstBillingDate, n - 1);
  return { number: n, start, end: addDays(addMonths(firstBillingDate, n), -1) };
}

/** The first period a direct debit collects: the first, or the second when the first was paid in hand. */
export const firstCollectedPeriod = (m: Pick<BilledMembership, 'monthInHand'>) => (m.monthInHand ? 2 : 1);

/** The period a day falls in (null before the first billing date). */
export function periodContaining(firstBillingDate: string, day: string): Period | null {
  if (day < firstBillingDate) return null;
  const [y0, m0] = firstBillingDate.split('-').map(Number) as [number, number];
  const [y1, m1] = day.split('-').map(Number) as [number, number];
  // The months between, then one back if the day falls before that month's billing date.
  let n = (y1 - y0) * 12 + (m1 - m0) + 1;
  while (n > 1 && periodOf(firstBillingDate, n).start > day) n--;
  while (periodOf(firstBillingDate, n).end < day) n++;
  return periodOf(firstBillingDate, n);
}

/** Whether a period may be collected at all: on or before the final payment date and the last day. */
export function collectable(m: BilledMembership, period: Period): boolean {
  if (period.number < firstCollectedPeriod(m)) return false;
  if (m.finalPaymentDate !== null && period.start > m.finalPaymentDate) return false;
  if (m.lastDay !== null && period.start > m.lastDay) return false;
  return true;
}

/**
 * The periods whose collections are due to be written on `today`: those starting by `today` plus the
 * schedule's days ahead and not yet over (a sweep that was held up still collects the period it is in,
 * never one already past), collectable, in order.
 */
export function periodsDue(m: BilledMembership, today: string, aheadDays = scheduleAheadDays): Period[] {
  const horizon = addDays(today, aheadDays);
  const first = periodContaining(m.firstBillingDate, today) ?? periodOf(m.firstBillingDate, 1);
  const due: Period[] = [];
  for (let n = Math.max(first.number, firstCollectedPeriod(m)); ; n++) {
    const period = periodOf(m.firstBillingDate, n);
    if (period.start > horizon) break;
    if (period.end < today) continue;
    // Past the final payment date or the last day: so is every later period.
    if (!collectable(m, period)) break;
    due.push(period);
  }
  return due;
}

/** The next collection of a running monthly membership on or after `day`, by the periods alone. */
export function nextCollectionStart(m: BilledMembership, day: string): string | null {
  const containing = periodContaining(m.firstBillingDate, day);
  let n = containing ? (containing.start === day ? containing.number : containing.number + 1) : 1;
  n = Math.max(n, firstCollectedPeriod(m));
  const period = periodOf(m.firstBillingDate, n);
  return collectable(m, period) ? period.start : null;
}

export type Freeze = { activeFrom: string; endsOn: string; freezeFee: number };

/**
 * What a period costs: the freeze fee when it starts while a freeze runs (the freeze fee, possibly 0),
 * else the promotion's price while it lasts, then the base fee.
 */
export function periodAmount(
  baseFee: number,
  promotion: PromotionTerms | null,
  period: Period,
  freezes: Freeze[],
): { amount: number; frozen: boolean } {
  const freeze = freezes.find((f) => f.activeFrom <= period.start && period.start <= f.endsOn);
  if (freeze) return { amount: freeze.freezeFee, frozen: true };
  return { amount: periodFee(baseFee, promotion, period.number), frozen: false };
}

/** The calendar day an instant falls on at a venue: billing's "today". */
export const billingDay = (now: Date, timeZone: string) => localDate(now, timeZone);
