import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useSavedCards } from '@/features/payments/api/saved-cards';
import { BillingForm } from '@/features/payments/components/billing-form';
import { DeleteCardModal } from '@/features/payments/components/delete-card-modal';
import { loadNamespaces } from '@/lib/i18n';
import { isSafeRedirect } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';
import './payments-pages.css';

export async function loader() {
  await loadNamespaces('payments');
  return null;
}

type From = { fromPage: string | null; fromPath: string | null; cardId: number | null };

/** 'Manage Card' sends where it came from and which card (spec part 2 §2); a reload has none of it. */
function fromOf(state: unknown): From {
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return {
    fromPage: typeof record.fromPage === 'string' ? record.fromPage : null,
    fromPath: isSafeRedirect(String(record.fromPath ?? '')) ? String(record.fromPath) : null,
    cardId: typeof record.cardId === 'number' ? record.cardId : null,
  };
}

function ManageCard() {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const goTo = useGoTo();
  const location = useLocation();
  const from = fromOf(location.state);
  const cards = useSavedCards();
  const [deleting, setDeleting] = useState(false);
  const card = cards.data?.find((each) => each.id === from.cardId) ?? cards.data?.[0] ?? null;
  const title = t('manageCard.title');
  const backHref = from.fromPath ?? paths.account.payments.getHref();

  return (
    <section aria-labelledby="manage-card-heading" className="manage-card">
      <PageTitle title={title} />
      <div>
        <Breadcrumbs
          items={[
            { label: t('breadcrumb.account', { ns: 'account' }), href: paths.account.dashboard.getHref() },
            { label: t('title'), href: paths.account.payments.getHref() },
            { label: title },
          ]}
        />
        <header className="account-page__header">
          <h1 id="manage-card-heading">{title}</h1>
          <AppLink href={backHref}>
            {t('manageCard.back', { page: from.fromPage ?? t('manageCard.fromPage') })}
          </AppLink>
        </header>
      </div>
      {cards.isPending ? <Spinner /> : null}
      {cards.isError ? (
        <ErrorState
          heading={t('card.loadError')}
          onRetry={() => void cards.refetch()}
          retrying={cards.isFetching}
        />
      ) : null}
      {cards.isSuccess && !card ? <p>{t('card.none')}</p> : null}
      {card ? (
        <>
          {/* Spec part 2 §5: card number, expiry and cardholder are shown, never edited. */}
          <fieldset className="manage-card__readonly">
            <legend>{t('manageCard.cardHeading')}</legend>
            <TextField
              label={t('manageCard.cardNumber')}
              value={`•••• •••• •••• ${card.lastFourDigits}`}
              readOnly
            />
            <TextField label={t('manageCard.expiryDate')} value={card.expiryDate} readOnly />
            <TextField label={t('manageCard.cardholderName')} value={card.cardHolderName} readOnly />
          </fieldset>
          <BillingForm card={card} key={card.id} />
          <div>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('manageCard.delete')}
            </Button>
          </div>
          {deleting ? (
            <DeleteCardModal
              card={card}
              onClose={() => setDeleting(false)}
              onDeleted={() =>
                void goTo(paths.account.payments.getHref('', { deletedCard: 'true' }), { replace: true })
              }
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** /payments/manage-card in my account. */
export function Component() {
  return (
    <RequireSession>
      <ManageCard />
    </RequireSession>
  );
}
