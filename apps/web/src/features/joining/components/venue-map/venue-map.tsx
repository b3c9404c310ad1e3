import type { Venue } from '@leisure/contracts/venue';
import { Map as MapLibreMap, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  type Area,
  areaOf,
  boundsAround,
  boundsOf,
  type MapTarget,
  mapSettings,
  narrowMapPx,
  wideZoom,
} from './map-view';
import { clusterVenues } from './venue-clusters';
import { addMarkers } from './venue-markers';
import 'maplibre-gl/dist/maplibre-gl.css';
import './venue-map.css';

// The worker is a file of its own, same-origin (worker-src 'self'), cached apart from the map's code.
setWorkerUrl(workerUrl);

export type VenueMapProps = {
  styleUrl: string;
  /** The centres the list beside the map shows: the map marks the same ones. */
  venues: Venue[];
  /** Where to fly when it changes; null leaves the map where the visitor put it. */
  target: MapTarget | null;
  hrefOf: (venue: Venue) => string;
  onSearchArea: (area: Area) => void;
  /** No WebGL: the list is left on its own. */
  onFailed: () => void;
};

const homeZoom = (map: MapLibreMap) =>
  map.getContainer().clientWidth < narrowMapPx ? mapSettings.narrowZoom : wideZoom;

function fly(map: MapLibreMap, target: MapTarget) {
  const { centre, flyMs } = mapSettings;
  if (target.kind === 'home') {
    map.flyTo({ center: [centre.lng, centre.lat], zoom: homeZoom(map), duration: flyMs });
    return;
  }
  const box = target.kind === 'around' ? boundsAround(target, target.miles) : boundsOf(target.positions);
  if (!box) return;
  // fitBounds flies (it is not linear) and stops short of street level for a single centre.
  map.fitBounds(
    [
      [box.west, box.south],
      [box.east, box.north],
    ],
    { duration: flyMs, padding: 40, maxZoom: 13 },
  );
}

/**
 * The centre step's map (spec part 2 §2): the offline basemap or the operator's style, the centres as
 * clustered HTML markers, a popup with the chosen centre and its select link, flights to what was
 * searched, and 'Search this area' once zoomed in past 8. It draws no text, so it needs no fonts.
 */
export function VenueMap({ styleUrl, venues, target, hrefOf, onSearchArea, onFailed }: VenueMapProps) {
  const { t } = useTranslation('joining');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [level, setLevel] = useState(0);
  const [closeEnough, setCloseEnough] = useState(false);
  const [chosen, setChosen] = useState<Venue | null>(null);
  const [popupBody] = useState(() => document.createElement('div'));
  const [popup] = useState(() => new Popup({ offset: 28, maxWidth: '18rem' }).setDOMContent(popupBody));
  const clusters = useMemo(() => clusterVenues(venues), [venues]);
  // A centre the list no longer shows closes its popup.
  const shown = chosen && venues.some((venue) => venue.id === chosen.id) ? chosen : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per style; the labels are fixed words and onFailed only reports
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    let made: MapLibreMap;
    try {
      made = new MapLibreMap({
        container: node,
        style: styleUrl,
        center: [mapSettings.centre.lng, mapSettings.centre.lat],
        zoom: node.clientWidth < narrowMapPx ? mapSettings.narrowZoom : wideZoom,
        // North stays up: a turned map helps nobody choose a centre.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
        locale: {
          'Map.Title': t('centres.map.label'),
          'NavigationControl.ZoomIn': t('centres.map.zoomIn'),
          'NavigationControl.ZoomOut': t('centres.map.zoomOut'),
          'AttributionControl.ToggleAttribution': t('centres.map.credits'),
          'Popup.Close': t('centres.map.closePopup'),
        },
      });
    } catch {
      onFailed();
      return;
    }
    made.touchZoomRotate.disableRotation();
    made.addControl(new NavigationControl({ showCompass: false }));
    // Every frame of a flight: the states only change at whole zooms and at 8.
    const zoomed = () => {
      setLevel(Math.floor(made.getZoom()));
      setCloseEnough(made.getZoom() > mapSettings.searchAreaAbove);
    };
    made.on('zoom', zoomed);
    zoomed();
    setMap(made);
    return () => made.remove();
  }, [styleUrl]);

  useEffect(() => {
    if (!map) return;
    return addMarkers(map, clusters.at(level), {
      clusterLabel: (count) => t('centres.map.cluster', { count }),
      onChoose: (point) => {
        if (point.kind === 'venue') setChosen(point.venue);
        else map.easeTo({ center: [point.lng, point.lat], zoom: clusters.expansionZoom(point.id) });
      },
    });
  }, [map, clusters, level, t]);

  // The page hands a new target every render: the map flies only when where it names changes. With none
  // (the visitor's own area), the next target flies even if it is the one before (back home, say).
  const flown = useRef<string | null>(null);
  useEffect(() => {
    const key = target && JSON.stringify(target);
    if (!map || key === flown.current) return;
    flown.current = key;
    if (target) fly(map, target);
  }, [map, target]);

  useEffect(() => {
    if (!map || !shown) return;
    popup.setLngLat([shown.lng, shown.lat]).addTo(map);
    const closed = () => setChosen(null);
    popup.on('close', closed);
    return () => {
      popup.off('close', closed);
      popup.remove();
    };
  }, [map, popup, shown]);

  function searchThisArea() {
    if (!map) return;
    const box = map.getBounds();
    onSearchArea(
      areaOf({ west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() }),
    );
  }

  return (
    <div className="venue-map">
      <div ref={container} className="venue-map__view" />
      {closeEnough ? (
        <Button className="venue-map__search-area" size="sm" variant="secondary" onClick={searchThisArea}>
          {t('centres.map.searchThisArea')}
        </Button>
      ) : null}
      {shown
        ? createPortal(
            <div className="venue-map__venue">
              <p className="venue-map__name">{shown.name}</p>
              <p className="venue-map__address">
                {[shown.address1, shown.address2, shown.city, shown.postcode].filter(Boolean).join(', ')}
              </p>
              {shown.displayVenueSelectionButton ? (
                <ButtonLink href={hrefOf(shown)} size="sm">
                  {t('centres.map.select')}
                </ButtonLink>
              ) : null}
            </div>,
            popupBody,
          )
        : null}
    </div>
  );
}
