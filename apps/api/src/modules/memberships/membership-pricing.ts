import { addDays, daysBetween } from '../../platform/local-time';

/**
 * What joining costs: pure arithmetic in whole pence over calendar dates (YYYY-MM-DD), the one place the
 * costs call, the submit and the billing schedule take their figures from, so they always agree. Every
 * rule and its rounding: docs/decisions/038-membership-pricing.md.
 */

export type FixedPeriod = 'day' | 'week' | 'month' | 'year';

export type PricedOption =
  | { paymentType: 'recurring'; baseFee: number; joiningFee: number }
  | {
      paymentType: 'fixed';
      baseFee: number;
      joiningFee: number;
      fixedDuration: number;
      fixedPeriod: FixedPeriod;
    };

export type PromotionTerms = {
  discount: { kind: 'percentage'; percent: number } | { kind: 'amount'; amount: number } | null;
  /** Billing periods the discount lasts, the first period first; null for the life of the membership. */
  months: number | null;
  waivesJoiningFee: boolean;
};

export type CostsInput = {
  option: PricedOption;
  /** The first day of membership. */
  startDate: string;
  /** The day the customer joins: a first collection needs `leadDays` after it to set up the mandate. */
  today: string;
  /** 1–28, the day of the month collections fall on (a recurring option only). */
  billingDay: number | null;
  leadDays: number;
  promotion: PromotionTerms | null;
};

export type Costs = {
  paymentType: 'recurring' | 'fixed';
  totalToPayNow: number;
  /** The first direct-debit collection (recurring), null for a single payment. */
  firstCollectionDate: string | null;
  /** The first billing day on or after the start: the pro-rata stub runs up to it. */
  firstBillingDate: string | null;
  proRataDays: number;
  /** The last day of a fixed membership; null for a recurring one. */
  endDate: string | null;
  fees: { joiningFee: number; baseFee: number; proRataFee: number; monthInHandFee: number; discount: number };
};

export const maxBillingDay = 28;

/** n × num ÷ den to the nearest penny, halves up; every argument a non-negative integer. */
export function roundedShare(amount: number, num: number, den: number): number {
  return Math.floor((amount * num * 2 + den) / (den * 2));
}

/**
 * The monthly fee of a billing period: 0 is the pro-rata stub, 1 the month from the first billing date,
 * and so on. The promotion's price while it lasts, the base fee after: what each collection takes.
 */
export function periodFee(baseFee: number, promotion: PromotionTerms | null, period: number): number {
  const discount = promotion?.discount;
  if (!discount || (promotion.months !== null && period > promotion.months)) return baseFee;
  if (discount.kind === 'amount') return Math.max(0, baseFee - discount.amount);
  return baseFee - roundedShare(baseFee, discount.percent, 100);
}

/** A date moved by whole months, the day kept where the month has it and the month's last day where not. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The first date on or after `date` that falls on `billingDay`. */
export function nextBillingDate(date: string, billingDay: number): string {
  const onDay = `${date.slice(0, 8)}${String(billingDay).padStart(2, '0')}`;
  return onDay >= date ? onDay : addMonths(onDay, 1);
}

/**
 * The last day of a fixed membership that starts on `startDate`: the day before the same date at the
 * end of its term, or, where that month has no such date (31 January, 29 February), the month's last day.
 */
export function fixedEndDate(startDate: string, duration: number, period: FixedPeriod): string {
  if (period === 'day') return addDays(startDate, duration - 1);
  if (period === 'week') return addDays(startDate, duration * 7 - 1);
  const anniversary = addMonths(startDate, period === 'year' ? duration * 12 : duration);
  return anniversary.slice(8) === startDate.slice(8) ? addDays(anniversary, -1) : anniversary;
}

/**
 * The one figure a membership's card shows before any date is chosen: what joining costs at the least,
 * the first month (or the whole term) and the joining fee, with no promotion.
 */
export function headlineTotal(option: { baseFee: number; joiningFee: number }): number {
  return option.baseFee + option.joiningFee;
}

function assertPence(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole pence, not ${value}`);
}

export function joiningCosts(input: CostsInput): Costs {
  const { option, promotion } = input;
  assertPence('baseFee', option.baseFee);
  assertPence('joiningFee', option.joiningFee);
  const joiningDiscount = promotion?.waivesJoiningFee ? option.joiningFee : 0;

  if (option.paymentType === 'fixed') {
    const discount = option.baseFee - periodFee(option.baseFee, promotion, 1) + joiningDiscount;
    return {
      paymentType: 'fixed',
      totalToPayNow: option.baseFee + option.joiningFee - discount,
      firstCollectionDate: null,
      firstBillingDate: null,
      proRataDays: 0,
      endDate: fixedEndDate(input.startDate, option.fixedDuration, option.fixedPeriod),
      fees: {
        joiningFee: option.joiningFee,
        baseFee: option.baseFee,
        proRataFee: 0,
        monthInHandFee: 0,
        discount,
      },
    };
  }

  const { billingDay } = input;
  if (billingDay === null || !Number.isInteger(billingDay) || billingDay < 1 || billingDay > maxBillingDay)
    throw new RangeError(`billingDay must be 1–${maxBillingDay}, not ${billingDay}`);
  const firstBillingDate = nextBillingDate(input.startDate, billingDay);
  const proRataDays = daysBetween(input.startDate, firstBillingDate);
  // A yearly rate spread over 365 days: a month's stub costs the same whatever the month's length.
  const stub = (monthly: number) => roundedShare(monthly, 12 * proRataDays, 365);
  const proRataFee = stub(option.baseFee);
  // Too soon for the mandate to collect the first month: it is paid now, and collections begin a month on.
  const inHand = daysBetween(input.today, firstBillingDate) < input.leadDays;
  const monthInHandFee = inHand ? option.baseFee : 0;
  const discount =
    proRataFee -
    stub(periodFee(option.baseFee, promotion, 0)) +
    (inHand ? option.baseFee - periodFee(option.baseFee, promotion, 1) : 0) +
    joiningDiscount;
  return {
    paymentType: 'recurring',
    totalToPayNow: option.joiningFee + proRataFee + monthInHandFee - discount,
    firstCollectionDate: inHand ? addMonths(firstBillingDate, 1) : firstBillingDate,
    firstBillingDate,
    proRataDays,
    endDate: null,
    fees: { joiningFee: option.joiningFee, baseFee: option.baseFee, proRataFee, monthInHandFee, discount },
  };
}
