import { addDays, daysBetween } from '../../platform/local-time';
import {
  addMonths,
  type FixedPeriod,
  fixedEndDate,
  nextBillingDate,
  roundedShare,
} from './membership-pricing';

/**
 * What changing a membership costs: pure arithmetic in whole pence over calendar dates, shared by the
 * change costs call and the change itself. A change keeps the way the member pays (the page hides the
 * payment toggle), so a monthly membership moves to another monthly one on the same instruction and
 * billing day, and a single payment to another single payment. The member pays the difference for time
 * already paid for; nothing is refunded (docs/decisions/044-membership-change-and-renewal.md).
 */

export type CurrentTerm =
  | { paymentType: 'recurring'; baseFee: number; billingDay: number }
  | { paymentType: 'fixed'; baseFee: number; startDate: string; lastDay: string };

export type TargetOption =
  | { paymentType: 'recurring'; baseFee: number }
  | { paymentType: 'fixed'; baseFee: number; fixedDuration: number; fixedPeriod: FixedPeriod };

export type ChangeCostsInput = {
  current: CurrentTerm;
  target: TargetOption;
  /** The new membership's first day: the current one's last is the day before. */
  startDate: string;
  today: string;
  /** Days a collection on a live instruction needs: a billing date sooner than this is paid now. */
  collectionLeadDays: number;
};

export type ChangeQuote = {
  totalDueNow: number;
  monthInHand: number;
  /** The difference for the days already paid for at the old price, never below 0. */
  fees: number;
  currentEndsOn: string;
  /** The first billing date on or after the start (monthly); null for a single payment. */
  firstBillingDate: string | null;
  /** The first collection at the new price (monthly); null for a single payment. */
  firstCollectionDate: string | null;
  /** The new single payment's last day; null for a monthly membership. */
  endDate: string | null;
};

/** The first and last day a change may start: tomorrow to a month on, and no later than the day after a single payment's end. */
export function changeBounds(current: CurrentTerm, today: string): { min: string; max: string } | null {
  const min = addDays(today, 1);
  const monthOn = addMonths(today, 1);
  const max =
    current.paymentType === 'fixed' && addDays(current.lastDay, 1) < monthOn
      ? addDays(current.lastDay, 1)
      : monthOn;
  return max < min ? null : { min, max };
}

function assertPence(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole pence, not ${value}`);
}

export function changeCosts(input: ChangeCostsInput): ChangeQuote {
  const { current, target, startDate, today } = input;
  assertPence('current baseFee', current.baseFee);
  assertPence('target baseFee', target.baseFee);
  if (current.paymentType !== target.paymentType)
    throw new RangeError('A change keeps the way the membership is paid');
  const currentEndsOn = addDays(startDate, -1);

  if (current.paymentType === 'fixed' && target.paymentType === 'fixed') {
    // The unused days of the current term, at the term's own daily rate, count towards the new term.
    const end = addDays(current.lastDay, 1);
    const termDays = daysBetween(current.startDate, end);
    const unusedDays = Math.max(0, Math.min(termDays, daysBetween(startDate, end)));
    const credit = termDays > 0 ? roundedShare(current.baseFee, unusedDays, termDays) : 0;
    const fees = Math.max(0, target.baseFee - credit);
    return {
      totalDueNow: fees,
      monthInHand: 0,
      fees,
      currentEndsOn,
      firstBillingDate: null,
      firstCollectionDate: null,
      endDate: fixedEndDate(startDate, target.fixedDuration, target.fixedPeriod),
    };
  }
  if (current.paymentType !== 'recurring') throw new RangeError('unreachable');
  // The month from the last billing date was paid at the old price: its days from the start date on
  // are topped up to the new price (a yearly rate over 365 days, as joining's pro-rata).
  const firstBillingDate = nextBillingDate(startDate, current.billingDay);
  const days = daysBetween(startDate, firstBillingDate);
  const stub = (monthly: number) => roundedShare(monthly, 12 * days, 365);
  const fees = Math.max(0, stub(target.baseFee) - stub(current.baseFee));
  // A collection too soon to change is taken at the old price: the new month's difference is paid now.
  const inHand = daysBetween(today, firstBillingDate) < input.collectionLeadDays;
  const monthInHand = inHand ? Math.max(0, target.baseFee - current.baseFee) : 0;
  return {
    totalDueNow: fees + monthInHand,
    monthInHand,
    fees,
    currentEndsOn,
    firstBillingDate,
    firstCollectionDate: inHand ? addMonths(firstBillingDate, 1) : firstBillingDate,
    endDate: null,
  };
}

/** How the new price compares with the current one, in the page's words. */
export function differenceText(
  paymentType: 'recurring' | 'fixed',
  currentFee: number,
  newFee: number,
  format: (pence: number) => string,
): string {
  const per = paymentType === 'recurring' ? ' per month' : '';
  if (newFee === currentFee) return `The same price${per} as your current membership`;
  const more = newFee > currentFee;
  return `${format(Math.abs(newFee - currentFee))} ${more ? 'more' : 'less'}${per} than your current membership`;
}
