import { defaultMapStyleUrl } from '@leisure/contracts/map';
import type { Venue } from '@leisure/contracts/venue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { geocodeQueryOptions } from '@/features/joining/api/geocode';
import { LazyVenueMap } from '@/features/joining/components/venue-map/lazy-venue-map';
import { type Area, inBounds, type MapTarget } from '@/features/joining/components/venue-map/map-view';
import { useMyLocation } from '@/features/joining/hooks/use-my-location';
import { trackJoiningStep } from '@/features/joining/lib/analytics';
import { findVenuesQueryOptions, type VenueSearch } from '@/features/venues/api/get-venues';
import { VenueCards } from '@/features/venues/components/venue-cards';
import { VenueCardsSkeleton } from '@/features/venues/components/venue-cards-skeleton';
import { usePaths } from '@/lib/paths-context';
import { queryClient } from '@/lib/query-client';
import { PageTitle } from '@/shell/page-title';
import './centre-step-page.css';

/**
 * What the list shows: every centre, those a name search found, those within the radius of a place or of
 * the visitor, or those in the part of the map the visitor chose with 'Search this area'.
 */
type Found =
  | { kind: 'all' }
  | { kind: 'name'; q: string }
  | { kind: 'place'; place: string; lat: number; lng: number }
  | { kind: 'me'; lat: number; lng: number }
  | { kind: 'area'; area: Area };

type Problem = 'placeNotFound' | 'searchFailed' | 'locationDenied' | 'locationFailed';

/** Spec part 2 §9: the radius slider runs from 1 to 10 miles in steps of 1, starting at 5. */
const radiusMiles = { min: 1, max: 10, start: 5 };

function searchOf(found: Found, radius: number): VenueSearch {
  if (found.kind === 'all') return {};
  if (found.kind === 'name') return { q: found.q };
  if (found.kind === 'area') return { lat: found.area.lat, lng: found.area.lng, radius: found.area.radius };
  return { lat: found.lat, lng: found.lng, radius };
}

/** Where the map goes for what the list shows; after 'Search this area' it stays where the visitor put it. */
function targetOf(found: Found, radius: number, list: Venue[]): MapTarget | null {
  if (found.kind === 'all') return { kind: 'home' };
  if (found.kind === 'name') return { kind: 'venues', positions: list.map(({ lat, lng }) => ({ lat, lng })) };
  if (found.kind === 'area') return null;
  return { kind: 'around', lat: found.lat, lng: found.lng, miles: radius };
}

/**
 * The joining page's centre step as a list (spec part 2 §2): a search that matches centres by name first
 * and otherwise looks the words up as a UK place, 'Use my location', a radius slider, and the centres
 * found, each leading to its joining page. With the online-joining map flag a map marks the same centres
 * beside the list, which stays as the keyboard's and the screen reader's way to them.
 */
export function Component() {
  const { t } = useTranslation('joining');
  useEffect(() => trackJoiningStep(1), []);
  const paths = usePaths();
  const { onlineJoiningMapEnabled, mapStyleUrl } = useClientConfig();
  const [mapFailed, setMapFailed] = useState(false);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ kind: 'all' });
  const [radius, setRadius] = useState(radiusMiles.start);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [searching, setSearching] = useState(false);
  const { location, locate, forget } = useMyLocation();
  const venues = useQuery({
    ...findVenuesQueryOptions(searchOf(found, radius)),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (location.status === 'found') setFound({ kind: 'me', lat: location.lat, lng: location.lng });
    if (location.status === 'error')
      setProblem(location.reason === 'denied' ? 'locationDenied' : 'locationFailed');
  }, [location]);

  async function search(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    setProblem(null);
    forget();
    if (!q) {
      setFound({ kind: 'all' });
      return;
    }
    setSearching(true);
    try {
      // A centre's name first; otherwise the words are a place to search around.
      if ((await queryClient.fetchQuery(findVenuesQueryOptions({ q }))).length > 0) {
        setFound({ kind: 'name', q });
        return;
      }
      const [place] = q.length >= 2 ? await queryClient.fetchQuery(geocodeQueryOptions(q)) : [];
      if (place) setFound({ kind: 'place', place: place.name, lat: place.lat, lng: place.lng });
      else setProblem('placeNotFound');
    } catch {
      setProblem('searchFailed');
    } finally {
      setSearching(false);
    }
  }

  function searchArea(area: Area) {
    setProblem(null);
    setFound({ kind: 'area', area });
  }

  function clear() {
    setText('');
    setProblem(null);
    forget();
    setFound({ kind: 'all' });
  }

  // The call answers the circle around the map's view; the list keeps those in the view itself.
  const list =
    found.kind === 'area'
      ? (venues.data ?? []).filter((venue) => inBounds(found.area.bounds, venue))
      : (venues.data ?? []);
  const around = found.kind === 'place' || found.kind === 'me';
  const withMap = onlineJoiningMapEnabled && !mapFailed;
  const hrefOf = (venue: Venue) => paths.join.centre.getHref(venue.slug);
  return (
    <section className="centre-step" aria-labelledby="centres-heading">
      <PageTitle title={t('centres.title')} />
      <h1 id="centres-heading">{t('centres.heading')}</h1>
      <p>{t('centres.intro')}</p>
      <search className="centre-step__tools">
        <form className="centre-step__search" onSubmit={search}>
          <TextField
            label={t('centres.search.label')}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
          <Button type="submit" busy={searching}>
            {t('centres.search.submit')}
          </Button>
        </form>
        <Button variant="secondary" busy={location.status === 'locating'} onClick={locate}>
          {t('centres.useMyLocation')}
        </Button>
        <div className="centre-step__radius">
          <Field label={t('centres.radius', { count: radius })}>
            {(control) => (
              <input
                {...control}
                type="range"
                min={radiusMiles.min}
                max={radiusMiles.max}
                step={1}
                value={radius}
                aria-valuetext={t('centres.miles', { count: radius })}
                onChange={(event) => setRadius(Number(event.target.value))}
              />
            )}
          </Field>
        </div>
        {found.kind !== 'all' || text ? (
          <Button variant="text" onClick={clear}>
            {t('centres.search.clear')}
          </Button>
        ) : null}
      </search>
      {problem ? (
        <p className="centre-step__problem" role="alert">
          {t(`centres.problems.${problem}`)}
        </p>
      ) : null}
      {around && venues.data ? (
        <h2 className="centre-step__around">
          {found.kind === 'place'
            ? t('centres.around', { count: radius, place: found.place })
            : t('centres.aroundMe', { count: radius })}
        </h2>
      ) : null}
      <p className="visually-hidden" role="status">
        {venues.data && found.kind !== 'all' ? t('centres.found', { count: list.length }) : ''}
      </p>
      <div className={withMap ? 'centre-step__results centre-step__results--map' : 'centre-step__results'}>
        {withMap ? (
          <div className="centre-step__map">
            <LazyVenueMap
              styleUrl={mapStyleUrl || defaultMapStyleUrl}
              venues={list}
              target={targetOf(found, radius, list)}
              hrefOf={hrefOf}
              onSearchArea={searchArea}
              onFailed={() => setMapFailed(true)}
            />
          </div>
        ) : null}
        <div className="centre-step__list">
          {venues.isPending ? <VenueCardsSkeleton /> : null}
          {venues.isError && !venues.data ? <p role="alert">{t('centres.loadError')}</p> : null}
          {venues.data && list.length === 0 ? (
            <p className="centre-step__empty">
              {found.kind === 'all' ? t('centres.noVenues') : t('centres.noCentres')}
            </p>
          ) : null}
          {list.length > 0 ? <VenueCards venues={list} selected={null} hrefOf={hrefOf} /> : null}
        </div>
      </div>
    </section>
  );
}
