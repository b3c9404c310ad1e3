import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import type { VenueMapProps } from './venue-map';

/** A map whose code could not be fetched says so, and the page leaves the list on its own. */
function NoMap({ onFailed }: VenueMapProps) {
  useEffect(() => onFailed(), [onFailed]);
  return null;
}

// Fetched on first render, which only a page with the map flag on does: maplibre is a chunk of its own
// (about 290 KB gzip) that the first visit to /join without the map never loads.
const VenueMap = lazy(
  (): Promise<{ default: ComponentType<VenueMapProps> }> =>
    import('./venue-map').then(
      (module) => ({ default: module.VenueMap }),
      () => ({ default: NoMap }),
    ),
);

export function LazyVenueMap(props: VenueMapProps) {
  return (
    <Suspense fallback={null}>
      <VenueMap {...props} />
    </Suspense>
  );
}
