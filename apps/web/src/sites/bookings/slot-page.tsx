import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCourtSlots } from '@/features/activities/api/get-court-slots';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useAddToBasket } from './use-add-to-basket';
import { useTimetableParams } from './use-timetable-params';
import './bookings.css';

const slotRange = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** A court time: …/by-time/slot/{HH:MM}-{HH:MM}, listing the courts free then. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const { range = '' } = useParams();
  const { venue, segment, date, target } = useTimetableParams();
  const [, startTime = '', endTime = ''] = slotRange.exec(range) ?? [];
  const courts = useCourtSlots(venue, segment, { date, startTime, endTime });
  const { addToBasket, adding, loginModal } = useAddToBasket();
  const name = target?.kind === 'activity' ? target.activity.name : t('slot.title');
  const heading = t('slot.heading', { name, start: startTime, end: endTime });
  const allowsAnonymousBookings =
    target?.kind === 'activity' ? target.activity.allowsAnonymousBookings : false;
  const free = courts.data?.filter((court) => court.available) ?? [];
  return (
    <section className="slot-page" aria-labelledby="slot-heading">
      <PageTitle title={heading} />
      <p>
        <AppLink href={paths.bookings.timetable.getHref(venue, segment, date)}>
          {t('session.backToTimetable')}
        </AppLink>
      </p>
      <h1 id="slot-heading">{heading}</h1>
      {courts.isPending ? <Spinner /> : null}
      {courts.isError ? <p role="alert">{t('slot.loadError')}</p> : null}
      {courts.data ? (
        <section aria-labelledby="courts-heading">
          <h2 id="courts-heading">{t('slot.courts')}</h2>
          {free.length === 0 ? (
            <p>{t('slot.empty')}</p>
          ) : (
            <ul className="court-list">
              {free.map((court) => (
                <li key={court.id} className="court-list__court">
                  <span className="court-list__name">{court.location.name}</span>
                  <span>{court.price.formatted}</span>
                  <Button
                    size="sm"
                    disabled={adding !== null}
                    aria-busy={adding === court.id}
                    onClick={() =>
                      void addToBasket(
                        { allowsAnonymousBookings },
                        {
                          id: court.id,
                          type: 'purchasableOccurrence',
                          pricingOptionId: court.pricingOptionId,
                        },
                      )
                    }
                  >
                    {t('slot.bookCourt', { court: court.location.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {loginModal}
    </section>
  );
}
