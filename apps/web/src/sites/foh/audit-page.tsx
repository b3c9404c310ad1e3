import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { type AuditFilter, useAudit } from '@/features/foh-reports/api/get-audit';
import { AuditTable } from '@/features/foh-reports/components/audit-table';
import { isDay, localDay, pageOf, reportVenue } from '@/features/foh-reports/lib/report-filters';
import { useSignedInStaff } from '@/features/staff/api/get-staff-me';
import { formatDate } from '@/lib/date';
import { PageTitle } from '@/shell/page-title';
import { isManager } from './kiosks-audit-roles';
import { ReportFilters } from './report-filters';

/** The address of one page of the audit, its filters kept. */
function auditHref(filter: AuditFilter, page: number): string {
  const query = new URLSearchParams({ date: filter.date, page: String(page) });
  if (filter.venueId !== null) query.set('venue', String(filter.venueId));
  return `/foh/audit?${query}`;
}

function AuditEvents({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation('fohOffice');
  const audit = useAudit(filter);
  if (audit.isPending) return <Spinner label={t('audit.loading')} />;
  if (audit.isError)
    return (
      <ErrorState
        heading={t('audit.loadError')}
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  if (audit.data.data.length === 0) return <EmptyState heading={t('audit.empty')} />;
  return (
    <>
      <AuditTable
        events={audit.data.data}
        caption={t('audit.caption', { date: formatDate(filter.date, 'entry') })}
      />
      <Pagination
        {...audit.data.pagination}
        hrefOf={(page) => auditHref(filter, page)}
        labels={{
          label: t('audit.pagination.label'),
          showing: (first, last, total) => t('audit.pagination.showing', { first, last, total }),
          previous: t('audit.pagination.previous'),
          next: t('audit.pagination.next'),
          page: (page) => t('audit.pagination.page', { page }),
        }}
      />
    </>
  );
}

/** Managers read the staff's actions by venue and day, a page at a time. */
export function Component() {
  const { t } = useTranslation('fohOffice');
  const me = useSignedInStaff();
  const [params, setParams] = useSearchParams();
  const allVenues = me.staffRole === 'operator_admin';
  // An operator admin may look across every venue; a manager sees one of theirs at a time.
  const venueId =
    allVenues && !params.get('venue') ? null : reportVenue(params.get('venue'), me.venues, me.deskVenueId);
  const date = isDay(params.get('date')) ? (params.get('date') as string) : localDay(new Date());
  const filter: AuditFilter = { venueId, date, page: pageOf(params.get('page')) };
  return (
    <section aria-labelledby="foh-audit-heading">
      <PageTitle title={t('audit.title')} />
      <h1 id="foh-audit-heading">{t('audit.title')}</h1>
      {!isManager(me.staffRole) ? (
        <p>{t('managersOnly')}</p>
      ) : (
        <>
          <p>{t('audit.intro')}</p>
          <ReportFilters
            me={me}
            venueId={venueId}
            date={date}
            allowAllVenues={allVenues}
            onChange={(next) => {
              const query: Record<string, string> = { date: next.date };
              if (next.venueId !== null) query.venue = String(next.venueId);
              setParams(query, { replace: true });
            }}
          />
          <AuditEvents filter={filter} />
        </>
      )}
    </section>
  );
}
