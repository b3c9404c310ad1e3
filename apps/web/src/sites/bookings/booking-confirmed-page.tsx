import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOrder } from '@/features/orders/api/get-order';
import { AddToCalendarButton } from '@/features/orders/components/add-to-calendar-button';
import { OrderItems } from '@/features/orders/components/order-items';
import { ReceiptButton } from '@/features/orders/components/receipt-button';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import './bookings.css';

/** /booking-confirmed/{orderId}: what was booked, calendar files, the receipt, and where next. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  return (
    <section className="booking-confirmed" aria-labelledby="confirmed-heading">
      <PageTitle title={t('confirmed.title')} />
      <h1 id="confirmed-heading">{t('confirmed.heading')}</h1>
      {order.isPending ? <Spinner /> : null}
      {order.isError ? <p role="alert">{t('confirmed.loadError')}</p> : null}
      {order.data ? (
        <>
          <p>{t('confirmed.intro', { id: order.data.id })}</p>
          <OrderItems
            order={order.data}
            caption={t('confirmed.items')}
            actionsOf={(item) => <AddToCalendarButton item={item} />}
          />
          <p>
            <ReceiptButton orderUuid={order.data.uuid} />
          </p>
        </>
      ) : null}
      <ul className="booking-confirmed__links">
        <li>
          <ButtonLink href={paths.account.bookings.getHref('upcoming')}>
            {t('confirmed.myBookings')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink variant="secondary" href={paths.bookings.redirectToSelectedVenue.getHref()}>
            {t('confirmed.backToTimetable')}
          </ButtonLink>
        </li>
      </ul>
    </section>
  );
}
