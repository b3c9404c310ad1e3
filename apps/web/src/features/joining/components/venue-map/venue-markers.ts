import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { MapPoint } from './venue-clusters';

type Handlers = {
  /** The accessible name of a cluster of `count` centres. */
  clusterLabel: (count: number) => string;
  onChoose: (point: MapPoint) => void;
};

/**
 * Each point as an HTML marker: a pin named after its centre, or a cluster's count. They are buttons for a
 * pointer only (tabindex -1): the list beside the map is the keyboard's and the screen reader's way to a
 * centre, and a tab stop for every pin would stand between them and it.
 */
export function addMarkers(
  map: MapLibreMap,
  points: MapPoint[],
  { clusterLabel, onChoose }: Handlers,
): () => void {
  const markers = points.map((point) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.tabIndex = -1;
    if (point.kind === 'cluster') {
      button.className = 'venue-map__cluster';
      button.textContent = String(point.count);
      button.setAttribute('aria-label', clusterLabel(point.count));
    } else {
      button.className = 'venue-map__pin';
      button.setAttribute('aria-label', point.venue.name);
      // MapLibre places a marker by its element's transform: the drop turns inside it.
      button.append(Object.assign(document.createElement('span'), { className: 'venue-map__drop' }));
    }
    button.addEventListener('click', (event) => {
      // The map would take the click as one on itself, and close the popup this click opens.
      event.stopPropagation();
      onChoose(point);
    });
    return new Marker({ element: button, anchor: point.kind === 'cluster' ? 'center' : 'bottom' })
      .setLngLat([point.lng, point.lat])
      .addTo(map);
  });
  return () => {
    for (const marker of markers) marker.remove();
  };
}
