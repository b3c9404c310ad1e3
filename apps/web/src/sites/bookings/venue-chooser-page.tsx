import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVenues } from '@/features/venues/api/get-venues';
import { VenueChoices } from '@/features/venues/components/venue-choices';
import { selectVenue, useSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { LoginModalButton } from './login-modal-button';
import './venue-chooser-page.css';

/** The bookings home for now: pick a venue; the theme follows the choice. */
export function Component() {
  const { t } = useTranslation('bookings');
  const venues = useVenues();
  const selected = useSelectedVenue();
  const paths = usePaths();
  return (
    <section className="venue-chooser" aria-labelledby="venue-chooser-heading">
      <PageTitle title={t('venueChooser.title')} />
      <h1 id="venue-chooser-heading">{t('venueChooser.heading')}</h1>
      <p>{t('venueChooser.intro')}</p>
      <LoginModalButton />
      {venues.isPending ? <Spinner /> : null}
      {venues.isError ? <p role="alert">{t('venueChooser.loadError')}</p> : null}
      {venues.data ? (
        <VenueChoices
          venues={venues.data.filter((venue) => venue.displayVenueSelectionButton)}
          selected={selected}
          onChoose={(venue) => selectVenue(venue.slug)}
          selectedLabel={t('venueChooser.selected')}
          emptyLabel={t('venueChooser.empty')}
        />
      ) : null}
      {selected ? (
        <p className="venue-chooser__timetable">
          <ButtonLink size="lg" href={paths.bookings.venue.getHref(selected)}>
            {t('venueChooser.viewTimetable')}
          </ButtonLink>
        </p>
      ) : null}
    </section>
  );
}
