import type { Venue } from '@leisure/contracts/venue';
import Supercluster from 'supercluster';
import { mapSettings } from './map-view';

/** What the map marks at one zoom: a centre on its own, or a count of centres too close to tell apart. */
export type MapPoint =
  | { kind: 'venue'; venue: Venue; lat: number; lng: number }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number };

export type VenueClusters = {
  /** Every point at a zoom, the whole world over: an operator's centres are few, and panning then asks nothing. */
  at(zoom: number): MapPoint[];
  /** The zoom at which a cluster falls apart into smaller ones or centres. */
  expansionZoom(clusterId: number): number;
};

/**
 * Clustered on the main thread with supercluster (spec part 2 §9: radius 22, max zoom 20), so each point
 * can be an HTML marker: MapLibre's own clustering draws counts as text, which would need a font server.
 */
export function clusterVenues(venues: Venue[]): VenueClusters {
  const index = new Supercluster<{ venue: Venue }>({
    radius: mapSettings.clusterRadius,
    maxZoom: mapSettings.clusterMaxZoom,
  });
  index.load(
    venues.map((venue) => ({
      type: 'Feature' as const,
      properties: { venue },
      geometry: { type: 'Point' as const, coordinates: [venue.lng, venue.lat] },
    })),
  );
  return {
    at(zoom) {
      return index.getClusters([-180, -85, 180, 85], zoom).map(({ properties, geometry }): MapPoint => {
        const [lng = 0, lat = 0] = geometry.coordinates;
        return 'cluster_id' in properties
          ? { kind: 'cluster', id: properties.cluster_id, count: properties.point_count, lat, lng }
          : { kind: 'venue', venue: properties.venue, lat, lng };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
