import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { useCreditsAdded, useCreditsSpent } from '@/features/payments/api/get-credits';
import { CreditBalances } from '@/features/payments/components/credit-balances';
import { CreditAddedList, CreditSpentList } from '@/features/payments/components/credit-lists';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

type List = 'added' | 'spent';
const lists: List[] = ['added', 'spent'];

function Added() {
  const { t } = useTranslation('payments');
  const credits = useCreditsAdded();
  if (credits.isPending) return <Spinner />;
  if (credits.isError) {
    return (
      <ErrorState
        heading={t('credit.loadError')}
        onRetry={() => void credits.refetch()}
        retrying={credits.isFetching}
      />
    );
  }
  return (
    <>
      <CreditBalances balances={credits.data.balances} />
      <h2>{t('credit.added')}</h2>
      <CreditAddedList credits={credits.data.credits} />
    </>
  );
}

function Spent() {
  const { t } = useTranslation('payments');
  const spent = useCreditsSpent();
  if (spent.isPending) return <Spinner />;
  if (spent.isError) {
    return (
      <ErrorState
        heading={t('credit.loadError')}
        onRetry={() => void spent.refetch()}
        retrying={spent.isFetching}
      />
    );
  }
  return (
    <>
      <CreditBalances balances={spent.data.balances} />
      <h2>{t('credit.spent')}</h2>
      <CreditSpentList spent={spent.data.transactions} />
    </>
  );
}

/** The Credit tab (spec part 2 §2): 'Credit added' and 'Credit spent', each with the balances. */
export function Component() {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const config = useClientConfig();
  const { list } = useParams();
  // Credits switched off: the tab is not offered, and its address shows the summary instead.
  if (!config.creditsEnabled) {
    return <Navigate to={toRouterPath(paths.account.payments.getHref()) ?? '/account/payments'} replace />;
  }
  if (list !== 'added' && list !== 'spent') {
    return (
      <Navigate
        to={toRouterPath(paths.account.payments.getHref('/credit/added')) ?? '/account/payments'}
        replace
      />
    );
  }
  return (
    <div className="payments-credit">
      <nav aria-label={t('credit.listsLabel')}>
        <ul className="credit-toggles">
          {lists.map((each) => (
            <li key={each}>
              <AppLink
                href={paths.account.payments.getHref(`/credit/${each}`)}
                aria-current={each === list ? 'page' : undefined}
              >
                {t(`credit.${each}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {list === 'added' ? <Added /> : <Spent />}
    </div>
  );
}
