import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useAllowances } from '@/features/guest-passes/api/get-allowances';
import { AllowanceCards } from '@/features/guest-passes/components/allowance-cards';

// The form's code loads with this view, not with the list most visits stop at.
const SendGuestPassForm = lazy(() =>
  import('@/features/guest-passes/components/send-guest-pass-form').then((m) => ({
    default: m.SendGuestPassForm,
  })),
);

/** /guest-passes/available-passes: the allowances in detail, and the form that sends a pass from them. */
export function AvailablePasses({ userId }: { userId: number }) {
  const { t } = useTranslation('guestPasses');
  const allowances = useAllowances(userId);
  return (
    <section aria-labelledby="available-heading" className="guest-passes__section">
      <h2 id="available-heading" tabIndex={-1} data-route-focus>
        {t('available.title')}
      </h2>
      {allowances.isPending ? <Spinner /> : null}
      {allowances.isError ? (
        <ErrorState
          heading={t('allowances.loadError')}
          headingLevel={3}
          onRetry={() => void allowances.refetch()}
          retrying={allowances.isFetching}
        />
      ) : null}
      {allowances.data ? (
        <>
          {allowances.data.length > 0 ? <p>{t('available.intro')}</p> : null}
          <AllowanceCards allowances={allowances.data} />
          {allowances.data.length > 0 ? (
            <Suspense fallback={<Spinner />}>
              <SendGuestPassForm userId={userId} allowances={allowances.data} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
