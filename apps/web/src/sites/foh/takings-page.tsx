import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useTakings } from '@/features/foh-reports/api/get-takings';
import { TakingsReport } from '@/features/foh-reports/components/takings-report';
import { isDay, localDay, reportVenue, takingsCsvHref } from '@/features/foh-reports/lib/report-filters';
import { useSignedInStaff } from '@/features/staff/api/get-staff-me';
import { formatDate } from '@/lib/date';
import { PageTitle } from '@/shell/page-title';
import { ReportFilters } from './report-filters';

function Takings({ venueId, date }: { venueId: number; date: string }) {
  const { t } = useTranslation('fohOffice');
  const takings = useTakings(venueId, date);
  if (takings.isPending) return <Spinner label={t('takings.loading')} />;
  if (takings.isError)
    return (
      <ErrorState
        heading={t('takings.loadError')}
        onRetry={() => void takings.refetch()}
        retrying={takings.isFetching}
      />
    );
  return <TakingsReport takings={takings.data} />;
}

/** The cash-up: a venue's desk takings for a day, by tender and by staff member, and its CSV. */
export function Component() {
  const { t } = useTranslation('fohOffice');
  const me = useSignedInStaff();
  const [params, setParams] = useSearchParams();
  const venueId = reportVenue(params.get('venue'), me.venues, me.deskVenueId);
  const date = isDay(params.get('date')) ? (params.get('date') as string) : localDay(new Date());
  const venue = me.venues.find((v) => v.id === venueId);
  return (
    <section aria-labelledby="foh-takings-heading">
      <PageTitle title={t('takings.title')} />
      <h1 id="foh-takings-heading">{t('takings.title')}</h1>
      {venueId === null || !venue ? (
        <p>{t('noVenue')}</p>
      ) : (
        <>
          <p>{t('takings.intro', { venue: venue.name, date: formatDate(date, 'entry') })}</p>
          <ReportFilters
            me={me}
            venueId={venueId}
            date={date}
            onChange={(next) =>
              setParams({ venue: String(next.venueId ?? venueId), date: next.date }, { replace: true })
            }
          />
          <p>
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={takingsCsvHref(venueId, date)}
              download
              aria-describedby="takings-csv-hint"
            >
              {t('takings.download')}
            </a>{' '}
            <span id="takings-csv-hint" className="field__hint">
              {t('takings.downloadHint')}
            </span>
          </p>
          <Takings venueId={venueId} date={date} />
        </>
      )}
    </section>
  );
}
