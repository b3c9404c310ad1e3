import type { Venue } from '@leisure/contracts/venue';
import { describe, expect, it } from 'vitest';
import { clusterVenues } from './venue-clusters';

const venue = (slug: string, lat: number, lng: number): Venue => ({
  id: lat * 1000 + lng,
  name: slug,
  slug,
  address1: '',
  address2: null,
  city: '',
  postcode: '',
  lat,
  lng,
  timeZone: 'Europe/London',
  displayVenueSelectionButton: true,
  activitiesV2Enabled: false,
  canDisplayIneligibleMemberships: false,
  distance: null,
  image: null,
});

const manchester = venue('manchester', 53.4668, -2.2339);
const leeds = venue('leeds', 53.7623, -1.5487);
const london = venue('london', 51.5405, -0.0106);

describe('the centres on the map', () => {
  const clusters = clusterVenues([manchester, leeds, london]);

  it('counts centres too close to tell apart at a zoom as one cluster, with the rest on their own', () => {
    const points = clusters.at(4);
    expect(points).toContainEqual(expect.objectContaining({ kind: 'cluster', count: 2 }));
    expect(points).toContainEqual(expect.objectContaining({ kind: 'venue', venue: london }));
    expect(points).toHaveLength(2);
  });

  it('shows each centre on its own once zoomed in, where the cluster said it would split', () => {
    const cluster = clusters.at(4).find((point) => point.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster at zoom 4');
    const apart = clusters.expansionZoom(cluster.id);
    expect(apart).toBeGreaterThan(4);
    expect(clusters.at(apart).map((point) => point.kind)).toEqual(['venue', 'venue', 'venue']);
  });

  it('places a cluster between its centres', () => {
    const cluster = clusters.at(4).find((point) => point.kind === 'cluster');
    expect(cluster?.lat).toBeGreaterThan(manchester.lat);
    expect(cluster?.lat).toBeLessThan(leeds.lat);
  });
});
