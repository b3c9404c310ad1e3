import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useAllowances } from '@/features/guest-passes/api/get-allowances';
import { useGuestPasses } from '@/features/guest-passes/api/get-guest-passes';
import { AllowanceCards } from '@/features/guest-passes/components/allowance-cards';
import { PassList } from '@/features/guest-passes/components/pass-list';
import { usePaths } from '@/lib/paths-context';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The allowances and 'Send guest pass' (only with some left), then 'Your passes' a page at a time. */
export function GuestPassesList({ userId }: { userId: number }) {
  const { t } = useTranslation('guestPasses');
  const paths = usePaths();
  const [params] = useSearchParams();
  const allowances = useAllowances(userId);
  const passes = useGuestPasses(userId, pageOf(params.get('page')));
  return (
    <>
      <section aria-labelledby="allowances-heading" className="guest-passes__section">
        <h2 id="allowances-heading">{t('allowances.heading')}</h2>
        {allowances.isPending ? <Spinner /> : null}
        {allowances.isError ? (
          <ErrorState
            heading={t('allowances.loadError')}
            headingLevel={3}
            onRetry={() => void allowances.refetch()}
            retrying={allowances.isFetching}
          />
        ) : null}
        {allowances.data ? <AllowanceCards allowances={allowances.data} /> : null}
        {allowances.data && allowances.data.length > 0 ? (
          <p>
            <ButtonLink href={paths.account.availablePasses.getHref()}>{t('send')}</ButtonLink>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="passes-heading" className="guest-passes__section">
        <h2 id="passes-heading">{t('passes.heading')}</h2>
        {passes.isPending ? <Spinner /> : null}
        {passes.isError ? (
          <ErrorState
            heading={t('loadError')}
            headingLevel={3}
            onRetry={() => void passes.refetch()}
            retrying={passes.isFetching}
          />
        ) : null}
        {passes.data ? (
          <>
            <PassList passes={passes.data.data} />
            <Pagination
              {...passes.data.pagination}
              hrefOf={(page) => paths.account.guestPasses.getHref(page)}
              labels={{
                label: t('pagination.label'),
                showing: (first, last, total) => t('pagination.showing', { first, last, total }),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
