import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useGuestPass } from '@/features/guest-passes/api/get-guest-pass';
import { PassDetails } from '@/features/guest-passes/components/pass-details';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';

/** /guest-passes/pass-details/{id}: one pass in full, or that there is no such pass of this member's. */
export function GuestPassDetails({ userId, passId }: { userId: number; passId: string }) {
  const { t } = useTranslation('guestPasses');
  const paths = usePaths();
  const pass = useGuestPass(userId, passId);
  const back = (
    <p>
      <AppLink href={paths.account.guestPasses.getHref()}>{t('details.back')}</AppLink>
    </p>
  );
  const missing = pass.error instanceof HttpError && [403, 404].includes(pass.error.status);
  return (
    <section aria-labelledby="details-heading" className="guest-passes__section">
      <h2 id="details-heading" tabIndex={-1} data-route-focus>
        {t('details.title')}
      </h2>
      {pass.isPending ? <Spinner /> : null}
      {missing ? (
        <>
          <p className="guest-passes__empty">{guestPassMessages.notFound}</p>
          {back}
        </>
      ) : null}
      {pass.isError && !missing ? (
        <ErrorState
          heading={t('details.loadError')}
          headingLevel={3}
          onRetry={() => void pass.refetch()}
          retrying={pass.isFetching}
        />
      ) : null}
      {pass.data ? (
        <>
          <PassDetails pass={pass.data} />
          {back}
        </>
      ) : null}
    </section>
  );
}
