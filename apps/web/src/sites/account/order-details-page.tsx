import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Spinner } from '@/components/ui/spinner';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderItems } from '@/features/orders/components/order-items';
import { ReceiptButton } from '@/features/orders/components/receipt-button';
import { paymentTypeKey } from '@/features/orders/lib/payment-type';
import { loadNamespaces } from '@/lib/i18n';
import { isSafeRedirect } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';
import './order-details-page.css';

// The order table's words are the bookings site's, shared with the confirmation page.
export async function loader() {
  await loadNamespaces('bookings');
  return null;
}

/** Spec part 1 §2: the back link names the page the customer came from (route state fromPage). */
function fromPageOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'fromPage' in state && typeof state.fromPage === 'string') {
    return state.fromPage;
  }
  return null;
}

/** The sender may give its own address too (route state fromPath); only a path of this app is followed. */
function fromPathOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'fromPath' in state && isSafeRedirect(String(state.fromPath))) {
    return String(state.fromPath);
  }
  return null;
}

function OrderDetails({ orderId }: { orderId: string }) {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const location = useLocation();
  const order = useOrder(orderId);
  const fromPage = fromPageOf(location.state) ?? t('orderDetails.payments');
  const title = t('orderDetails.title');
  const paidBy = order.data ? paymentTypeKey(order.data.paymentType) : null;
  return (
    <section className="order-details" aria-labelledby="order-heading">
      <PageTitle title={title} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account', { ns: 'account' }), href: paths.account.dashboard.getHref() },
          { label: t('orderDetails.payments'), href: paths.account.payments.getHref() },
          { label: title },
        ]}
      />
      <header className="account-page__header">
        <h1 id="order-heading">{order.data ? t('orderDetails.heading', { id: order.data.id }) : title}</h1>
        <AppLink href={fromPathOf(location.state) ?? paths.account.payments.getHref()}>
          {t('orderDetails.back', { page: fromPage })}
        </AppLink>
      </header>
      {order.isPending ? <Spinner /> : null}
      {order.isError ? <p role="alert">{t('orderDetails.loadError')}</p> : null}
      {order.data ? (
        <>
          <div className="order-details__summary">
            <ul className="order-details__facts">
              <li>{t('orderDetails.placed', { date: order.data.createdAt })}</li>
              {paidBy ? (
                <li>{t('orderDetails.paymentType', { type: t(`orderDetails.paymentTypes.${paidBy}`) })}</li>
              ) : null}
            </ul>
            <ReceiptButton orderUuid={order.data.uuid} />
          </div>
          <OrderItems order={order.data} caption={t('confirmed.items')} />
        </>
      ) : null}
    </section>
  );
}

/** /payments/order-history/{orderId} in my account. */
export function Component() {
  const { orderId = '' } = useParams();
  return (
    <RequireSession>
      <OrderDetails orderId={orderId} key={orderId} />
    </RequireSession>
  );
}
