import type { OrderMembership } from '@leisure/contracts/checkout';
import { toPrice } from '@leisure/contracts/money';
import type { Executor } from '../../platform/db/client';
import { formatDay, formatFullDate, operatorTimeZone } from '../../platform/local-time';
import { addMonths } from './membership-pricing';
import { createMembershipsRepository } from './memberships.repository';

/** What joining cost, part by part, in pence (memberships.joining_costs, written by the join). */
type JoiningCosts = Partial<Record<'joiningFee' | 'proRataFee' | 'monthInHandFee' | 'discount', number>>;

/** The parts an order lists, in the order and words of the joining page's costs; a discount takes off. */
const joiningParts = [
  { key: 'joiningFee', label: 'Joining fee', sign: 1 },
  { key: 'proRataFee', label: 'Pro-rata fee', sign: 1 },
  { key: 'monthInHandFee', label: 'Month in hand', sign: 1 },
  { key: 'discount', label: 'Discount', sign: -1 },
] as const;

/** A membership an order paid for: the order, the person it is for, and what the order shows of it. */
export type PaidMembership = {
  orderId: number;
  userId: number;
  membershipId: number;
  details: OrderMembership;
};

/**
 * The memberships some orders paid for, each as its order item shows it (spec part 2 §3 "Order"): the
 * start as the home venue's day, the payment option's term or first collection, what joining charged
 * beside the price (its non-zero parts), the type's categories, the agreed fee and the home venue.
 * `paidFor` names each order with the people its membership items are for.
 */
export async function membershipsOfOrders(
  executor: Executor,
  clientId: number,
  paidFor: { orderId: number; userId: number }[],
  currency: string,
): Promise<PaidMembership[]> {
  const rows = await createMembershipsRepository(executor).ofOrders(
    clientId,
    [...new Set(paidFor.map((p) => p.userId))],
    [...new Set(paidFor.map((p) => p.orderId))],
  );
  return rows.map((row) => {
    const costs = (row.joiningCosts ?? {}) as JoiningCosts;
    const paymentType = row.paymentType === 'fixed' ? 'fixed' : 'recurring';
    // The first collection is the first billing date, or a month on when that month was paid in hand
    // (membership-pricing's firstCollectionDate): the date the costs call showed.
    const firstCollection =
      paymentType === 'recurring' && row.firstBillingDate
        ? (costs.monthInHandFee ?? 0) > 0
          ? addMonths(row.firstBillingDate, 1)
          : row.firstBillingDate
        : null;
    return {
      orderId: row.orderId!,
      userId: row.userId,
      membershipId: row.id,
      details: {
        startDate: formatDay(row.startsAt, row.timeZone ?? operatorTimeZone),
        paymentType,
        paymentOption: {
          prettyFirstBillingDate: firstCollection
            ? formatFullDate(new Date(`${firstCollection}T12:00:00Z`), 'UTC')
            : null,
          fixedDuration: paymentType === 'fixed' ? row.fixedDuration : null,
          fixedPeriod:
            paymentType === 'fixed'
              ? (row.fixedPeriod as OrderMembership['paymentOption']['fixedPeriod'])
              : null,
        },
        fees: joiningParts
          .filter(({ key }) => (costs[key] ?? 0) !== 0)
          .map(({ key, label, sign }) => ({ label, price: toPrice(sign * costs[key]!, currency) })),
        categories: (row.categories ?? []).map((name) => ({ name })),
        baseFee: { price: toPrice(row.baseFee ?? 0, currency) },
        homeVenue: row.venueName === null ? null : { name: row.venueName },
      },
    };
  });
}
