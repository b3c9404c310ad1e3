import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../api/get-order';
import './membership-item.css';

/** A membership item with what the API says of its membership (spec part 2 §3 "Order"). */
export type MembershipOrderItem = OrderItem & Required<Pick<OrderItem, 'startDate' | 'paymentType'>>;

export const isMembershipItem = (item: OrderItem): item is MembershipOrderItem =>
  item.type === 'membership' && item.startDate !== undefined && item.paymentType !== undefined;

/**
 * A membership the order paid for, shown as a membership: its name, start date, 'Monthly' or its term,
 * the first monthly payment, its fee and what joining charged beside it, the price paid and the home
 * centre. The name is said once, as the card's heading.
 */
export function MembershipItem({ item }: { item: MembershipOrderItem }) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const monthly = item.paymentType === 'recurring';
  const option = item.paymentOption;
  const rows: [label: string, value: string][] = [
    [t('orderMembership.startDate'), item.startDate],
    [
      t('orderMembership.payment'),
      monthly
        ? t('orderMembership.monthly')
        : t(`orderMembership.term.${option?.fixedPeriod ?? 'month'}`, { count: option?.fixedDuration ?? 1 }),
    ],
  ];
  if (monthly && option?.prettyFirstBillingDate)
    rows.push([t('orderMembership.firstPayment'), option.prettyFirstBillingDate]);
  if (item.baseFee)
    rows.push([
      monthly ? t('orderMembership.monthlyFee') : t('orderMembership.termPrice'),
      item.baseFee.price.formatted,
    ]);
  for (const fee of item.fees ?? []) rows.push([fee.label, fee.price.formatted]);
  rows.push([t('orderMembership.paid'), item.price.formatted]);
  if (item.homeVenue) rows.push([t('orderMembership.homeCentre'), item.homeVenue.name]);
  if (item.attendeeName) rows.push([t('orderMembership.for'), item.attendeeName]);
  return (
    <section className="order-membership" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-membership__name">
        {item.name}
      </h2>
      <dl className="order-membership__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
