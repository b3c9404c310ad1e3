import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import type { Order, OrderItem } from '../api/get-order';
import { isMembershipItem, MembershipItem } from './membership-item';
import './order-items.css';

type Props = { order: Order; caption: string; actionsOf?: (item: OrderItem) => ReactNode };

/**
 * An order's items: a table on a wide screen, a card per item under 640 px (nothing scrolls sideways
 * on a phone), each membership as a membership (its own card), then the order's total.
 */
export function OrderItems({ order, caption, actionsOf }: Props) {
  const { t } = useTranslation('bookings');
  const text = (value: string | null) => value ?? '';
  const columns: TableColumn<OrderItem>[] = [
    { key: 'name', header: t('order.name'), cell: (item) => item.name, primary: true },
    { key: 'date', header: t('order.date'), cell: (item) => text(item.date) },
    { key: 'time', header: t('order.time'), cell: (item) => text(item.startTime) },
    { key: 'venue', header: t('order.venue'), cell: (item) => text(item.venueName) },
    { key: 'location', header: t('order.location'), cell: (item) => text(item.locationName) },
    { key: 'attendee', header: t('order.attendee'), cell: (item) => text(item.attendeeName) },
    { key: 'price', header: t('order.price'), cell: (item) => item.price.formatted, align: 'end' },
  ];
  if (actionsOf) {
    columns.push({ key: 'actions', header: t('confirmed.addToCalendar'), cell: actionsOf });
  }
  const memberships = order.items.filter(isMembershipItem);
  const others = order.items.filter((item) => !isMembershipItem(item));
  return (
    <div className={`order-items${actionsOf ? ' order-items--actions' : ''}`}>
      {others.length > 0 ? (
        <ResponsiveTable
          caption={caption}
          columns={columns}
          rows={others}
          rowKey={(item) => `${item.type}-${item.id}`}
        />
      ) : null}
      {memberships.map((item) => (
        <MembershipItem key={`${item.type}-${item.id}`} item={item} />
      ))}
      <dl className="order-items__total">
        <dt>{t('confirmed.total')}</dt>
        <dd>{order.total.formatted}</dd>
      </dl>
    </div>
  );
}
