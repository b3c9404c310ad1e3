import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import type { Order } from '../api/get-order';
import { paymentTypeKey } from '../lib/payment-type';
import './order-history.css';

type Props = {
  orders: Order[];
  /** Where 'View order' came from, for the order page's back link (spec part 2 §2). */
  from: { page: string; path: string };
};

/**
 * The order history (spec part 2 §2, §3 "Order"): date DD/MM/YYYY, total, payment type and items, all of
 * them (no pagination). Rows off screen are not laid out until scrolled to (order-history.css).
 */
export function OrderHistoryTable({ orders, from }: Props) {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const paidBy = (order: Order) => t(`orders.paymentTypes.${paymentTypeKey(order.paymentType) ?? 'free'}`);
  return (
    <div className="order-history">
      <ResponsiveTable
        caption={t('orders.caption')}
        captionHidden
        rows={orders}
        rowKey={(order) => String(order.id)}
        columns={[
          { key: 'date', header: t('orders.date'), cell: (order) => order.createdAt, primary: true },
          { key: 'total', header: t('orders.total'), cell: (order) => order.total.formatted, align: 'end' },
          { key: 'type', header: t('orders.paymentType'), cell: paidBy },
          {
            key: 'items',
            header: t('orders.items'),
            cell: (order) => order.items.map((item) => item.name).join(', '),
          },
          {
            key: 'view',
            header: t('orders.view'),
            cell: (order) => {
              const href = paths.account.orderDetails.getHref(order.id);
              return (
                <Link
                  to={toRouterPath(href) ?? href}
                  state={{ fromPage: from.page, fromPath: from.path }}
                  aria-label={t('orders.viewLabel', { id: order.id })}
                >
                  {t('orders.view')}
                </Link>
              );
            },
          },
        ]}
      />
    </div>
  );
}
