import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { venuesQueryOptions } from '@/features/venues/api/get-venues';
import { VenueCards } from '@/features/venues/components/venue-cards';
import { VenueCardsSkeleton } from '@/features/venues/components/venue-cards-skeleton';
import { useNearMe } from '@/features/venues/hooks/use-near-me';
import { selectVenue, useSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { searchVenues } from '@/features/venues/lib/venue-search';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { LoginModalButton } from './login-modal-button';
import './venue-chooser-page.css';

/** The bookings home: every venue as a card, found by name or town or nearest first; one tap to its timetable. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const selected = useSelectedVenue();
  const { nearMe, toggle } = useNearMe();
  const [query, setQuery] = useState('');
  const position = nearMe.status === 'on' ? nearMe.position : null;
  // The list in name order stays on screen while the distances arrive.
  const venues = useQuery({ ...venuesQueryOptions(position), placeholderData: keepPreviousData });
  const found = venues.data ? searchVenues(venues.data, query) : [];
  return (
    <section className="venue-chooser" aria-labelledby="venue-chooser-heading">
      <PageTitle title={t('venueChooser.title')} />
      <h1 id="venue-chooser-heading">{t('venueChooser.heading')}</h1>
      <p>{t('venueChooser.intro')}</p>
      <LoginModalButton />
      <search className="venue-chooser__tools">
        <label className="venue-chooser__search">
          <span className="venue-chooser__label">{t('venueChooser.search')}</span>
          <input
            type="search"
            className="venue-chooser__input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <Button
          variant="secondary"
          aria-pressed={nearMe.status === 'on'}
          busy={nearMe.status === 'locating' || (position !== null && venues.isPlaceholderData)}
          onClick={toggle}
        >
          {t('venueChooser.nearMe')}
        </Button>
      </search>
      {venues.isPending ? <VenueCardsSkeleton /> : null}
      {venues.isError && !venues.data ? <p role="alert">{t('venueChooser.loadError')}</p> : null}
      <p className="visually-hidden" role="status">
        {venues.data && (query || position) ? t('venueChooser.found', { count: found.length }) : ''}
      </p>
      {venues.data && found.length === 0 ? (
        <p className="venue-chooser__empty">
          {venues.data.length === 0
            ? t('venueChooser.empty')
            : t('venueChooser.noMatch', { query: query.trim() })}
        </p>
      ) : null}
      {found.length > 0 ? (
        <VenueCards
          venues={found}
          selected={selected}
          hrefOf={(venue) => paths.bookings.venue.getHref(venue.slug)}
          onChoose={(venue) => selectVenue(venue.slug)}
        />
      ) : null}
    </section>
  );
}
