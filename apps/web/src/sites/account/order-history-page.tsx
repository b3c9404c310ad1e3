import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { type OrderFilter, useOrders } from '@/features/orders/api/get-orders';
import { OrderFilterModal } from '@/features/orders/components/order-filter-modal';
import { OrderHistoryTable } from '@/features/orders/components/order-history-table';
import { formatDate } from '@/lib/date';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && isoDay.test(value) ? value : null);

function FilterSummary({ filter }: { filter: OrderFilter }) {
  const { t } = useTranslation('payments');
  const day = (value: string) => formatDate(value, 'entry');
  const { from, to } = filter;
  const text =
    from && to
      ? t('orders.filteredBetween', { from: day(from), to: day(to) })
      : from
        ? t('orders.filteredFrom', { from: day(from) })
        : to
          ? t('orders.filteredTo', { to: day(to) })
          : null;
  return text ? <p className="order-history__filtered">{text}</p> : null;
}

/**
 * The Order history tab (spec part 2 §2): every order, with 'Filter orders'. The filter lives in the
 * address (?from=&to=), so a filtered list can be reloaded, shared and gone back to.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const goTo = useGoTo();
  const location = useLocation();
  const [params] = useSearchParams();
  const filter: OrderFilter = { from: dayParam(params.get('from')), to: dayParam(params.get('to')) };
  const orders = useOrders(filter);
  const [filtering, setFiltering] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const filtered = filter.from !== null || filter.to !== null;

  const applyFilter = (next: OrderFilter) => {
    setFiltering(false);
    void goTo(paths.account.payments.getHref('/order-history', next), { replace: true });
  };

  return (
    <div className="payments-orders">
      <div className="order-history__toolbar">
        <Button ref={filterButton} variant="secondary" onClick={() => setFiltering(true)}>
          {t('orders.filter')}
        </Button>
        {filtered ? (
          <Button variant="text" onClick={() => applyFilter({ from: null, to: null })}>
            {t('orders.clear')}
          </Button>
        ) : null}
        <FilterSummary filter={filter} />
        {orders.data ? (
          <p className="order-history__filtered" role="status">
            {t('orders.count', { count: orders.data.length })}
          </p>
        ) : null}
      </div>
      {orders.isPending ? <Spinner /> : null}
      {orders.isError ? (
        <ErrorState
          heading={t('orders.loadError')}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : null}
      {orders.data && orders.data.length === 0 ? (
        <EmptyState heading={filtered ? t('orders.emptyFiltered') : t('orders.empty')} />
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <OrderHistoryTable
          orders={orders.data}
          from={{
            page: t('orders.title'),
            path: toRouterPath(`${location.pathname}${location.search}`) ?? '',
          }}
        />
      ) : null}
      {filtering ? (
        <OrderFilterModal
          filter={filter}
          onApply={applyFilter}
          onClose={() => setFiltering(false)}
          returnFocusTo={filterButton}
        />
      ) : null}
    </div>
  );
}
