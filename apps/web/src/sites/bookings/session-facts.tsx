import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccurrenceDetail } from '@/features/activities/api/get-occurrence';

/** When, where, with whom and how long a session is; a page adds its own facts after these. */
export function SessionFacts({
  occurrence,
  children,
}: {
  occurrence: OccurrenceDetail;
  children?: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  return (
    <dl className="details-list">
      <dt>{t('session.when')}</dt>
      <dd>
        {occurrence.date.fullDatePretty}, {occurrence.startsAt.format24Hour}–{occurrence.endsAt.format24Hour}
      </dd>
      <dt>{t('session.where')}</dt>
      <dd>
        {occurrence.location.name}, {occurrence.venueName}
      </dd>
      {occurrence.instructors.length > 0 ? (
        <>
          <dt>{t('session.instructor')}</dt>
          <dd>{occurrence.instructors.map((item) => item.name).join(', ')}</dd>
        </>
      ) : null}
      <dt>{t('session.duration')}</dt>
      <dd>{occurrence.duration}</dd>
      {children}
    </dl>
  );
}
