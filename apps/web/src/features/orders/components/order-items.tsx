import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '../api/get-order';

type Props = { order: Order; caption: string; actionsOf?: (item: OrderItem) => ReactNode };

/** An order's items as a table: name, date, time, venue, location, attendee, price. */
export function OrderItems({ order, caption, actionsOf }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <table className="order-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order.name')}</th>
          <th scope="col">{t('order.date')}</th>
          <th scope="col">{t('order.time')}</th>
          <th scope="col">{t('order.venue')}</th>
          <th scope="col">{t('order.location')}</th>
          <th scope="col">{t('order.attendee')}</th>
          <th scope="col">{t('order.price')}</th>
          {actionsOf ? (
            <th scope="col">
              <span className="visually-hidden">{t('confirmed.addToCalendar')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={`${item.type}-${item.id}`}>
            <th scope="row">{item.name}</th>
            <td>{item.date ?? ''}</td>
            <td>{item.startTime ?? ''}</td>
            <td>{item.venueName ?? ''}</td>
            <td>{item.locationName ?? ''}</td>
            <td>{item.attendeeName ?? ''}</td>
            <td>{item.price.formatted}</td>
            {actionsOf ? <td>{actionsOf(item)}</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={6}>
            {t('confirmed.total')}
          </th>
          <td>{order.total.formatted}</td>
          {actionsOf ? <td /> : null}
        </tr>
      </tfoot>
    </table>
  );
}
