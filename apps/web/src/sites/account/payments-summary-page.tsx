import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { useCreditsAdded } from '@/features/payments/api/get-credits';
import { usePenalties } from '@/features/payments/api/get-penalties';
import { useSavedCards } from '@/features/payments/api/saved-cards';
import { CreditBalances } from '@/features/payments/components/credit-balances';
import { SavedCardSummary } from '@/features/payments/components/saved-card-summary';
import { UnpaidFees } from '@/features/payments/components/unpaid-fees';
import { accountViewQueryOptions } from '@/features/user/api/get-account-view';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { useSession } from '@/shell/session/session-context';
import { useFeeBasket } from './use-fee-basket';

function Fees() {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const goTo = useGoTo();
  const customerId = useSession().user?.id;
  const penalties = usePenalties();
  // Read again on opening: a fee paid a moment ago at checkout takes the banner with it.
  const view = useQuery({ ...accountViewQueryOptions(), staleTime: 0 });
  const basket = useFeeBasket();

  if (penalties.isPending) return <Spinner />;
  if (penalties.isError) {
    return (
      <ErrorState
        heading={t('summary.loadError')}
        onRetry={() => void penalties.refetch()}
        retrying={penalties.isFetching}
      />
    );
  }
  const fees = penalties.data.data;
  // Spec part 2 §2: the banner when the account says fees are outstanding or the list is not empty.
  const unpaid = fees.length > 0 || view.data?.hasOutstandingPenaltyFees === true;
  const selected = fees.filter(basket.isSelected);
  return (
    <>
      {unpaid ? (
        <p className="payments-banner" role="status">
          {t('summary.unpaidBanner')}
        </p>
      ) : null}
      <section className="payments-section" aria-labelledby="fees-heading">
        <h2 id="fees-heading">{t('fees.heading')}</h2>
        <UnpaidFees
          fees={fees}
          customerId={customerId}
          isSelected={basket.isSelected}
          isBusy={basket.isBusy}
          onChange={(changed, select) => void basket.change(changed, select)}
        />
        {fees.length > 0 ? (
          <div className="payments-fees__actions">
            <p className="payments-fees__total">
              {t('fees.total', { amount: penalties.data.totalFees.formatted })}
            </p>
            {/* Spec part 2 §5: disabled with nothing selected; the paths module keeps the kiosk flags. */}
            <Button
              disabled={selected.length === 0 || basket.busy}
              onClick={() => void goTo(paths.bookings.checkout.getHref())}
            >
              {t('fees.pay')}
            </Button>
          </div>
        ) : null}
      </section>
    </>
  );
}

function Credit() {
  const { t } = useTranslation('payments');
  const credits = useCreditsAdded();
  return (
    <section className="payments-section" aria-labelledby="credit-heading">
      <h2 id="credit-heading">{t('credit.heading')}</h2>
      {credits.isPending ? <Spinner /> : null}
      {credits.isError ? (
        <ErrorState
          heading={t('credit.loadError')}
          headingLevel={3}
          onRetry={() => void credits.refetch()}
          retrying={credits.isFetching}
        />
      ) : null}
      {credits.data ? <CreditBalances balances={credits.data.balances} /> : null}
    </section>
  );
}

function SavedCard() {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const location = useLocation();
  const cards = useSavedCards();
  const card = cards.data?.[0] ?? null;
  const manageHref = paths.account.payments.getHref('/manage-card');
  return (
    <section className="payments-section" aria-labelledby="saved-card-heading">
      <h2 id="saved-card-heading">{t('card.heading')}</h2>
      {cards.isPending ? <Spinner /> : null}
      {cards.isError ? (
        <ErrorState
          heading={t('card.loadError')}
          headingLevel={3}
          onRetry={() => void cards.refetch()}
          retrying={cards.isFetching}
        />
      ) : null}
      {cards.isSuccess ? (
        <SavedCardSummary
          card={card}
          manage={
            card ? (
              // Spec part 2 §2: 'Manage Card' carries where it came from and the card.
              <Link
                to={toRouterPath(manageHref) ?? manageHref}
                state={{
                  fromPage: t('manageCard.fromPage'),
                  fromPath: `${location.pathname}${location.search}`,
                  cardId: card.id,
                }}
                className={buttonClass({ variant: 'secondary' })}
              >
                {t('card.manage')}
              </Link>
            ) : null
          }
        />
      ) : null}
    </section>
  );
}

/** The Summary tab: unpaid fees, credit (with credits enabled) and the saved card (spec part 2 §2). */
export function Component() {
  const { t } = useTranslation('payments');
  const config = useClientConfig();
  const [params, setParams] = useSearchParams();
  // The flag is read once and dropped from the address, so a reload or a shared link does not say it again.
  const [cardDeleted] = useState(() => params.get('deletedCard') === 'true');
  useEffect(() => {
    if (!params.has('deletedCard')) return;
    const rest = new URLSearchParams(params);
    rest.delete('deletedCard');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  return (
    <>
      {cardDeleted ? (
        <p className="payments-banner payments-banner--success" role="status">
          {t('card.deleted')}
        </p>
      ) : null}
      <Fees />
      {config.creditsEnabled ? <Credit /> : null}
      <SavedCard />
    </>
  );
}
