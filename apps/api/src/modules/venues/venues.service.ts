import { pictureOf } from '@leisure/contracts/image';
import { distanceInMiles, type Venue, venueMatches } from '@leisure/contracts/venue';
import { notFound } from '../../platform/http/errors';
import type { VenueRow, VenuesRepository } from './venues.repository';

type Position = { lat: number; lng: number };

function toVenue(row: VenueRow, from?: Position): Venue {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    postcode: row.postcode,
    lat: row.lat,
    lng: row.lng,
    timeZone: row.timeZone,
    displayVenueSelectionButton: row.displayVenueSelectionButton,
    activitiesV2Enabled: row.activitiesV2Enabled,
    canDisplayIneligibleMemberships: row.canDisplayIneligibleMemberships,
    distance: from ? distanceInMiles(from, row) : null,
    image: row.imageHash ? pictureOf(row.imageHash) : null,
  };
}

export function createVenuesService(repository: VenuesRepository) {
  return {
    /**
     * By name; nearest first when a position is given, and only those within `radius` miles of it;
     * only those a search `q` finds (an operator has tens of venues: filtered here, not in SQL).
     */
    async list(
      clientId: number,
      from?: Position,
      { radius, q }: { radius?: number | undefined; q?: string | undefined } = {},
    ): Promise<Venue[]> {
      let list = (await repository.list(clientId)).map((row) => toVenue(row, from));
      if (q) list = list.filter((v) => venueMatches(v, q));
      if (from && radius !== undefined) list = list.filter((v) => (v.distance ?? 0) <= radius);
      if (from) list.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
      return list;
    },
    async get(clientId: number, slug: string): Promise<Venue> {
      const row = await repository.findBySlug(clientId, slug);
      if (!row) throw notFound();
      return toVenue(row);
    },
    /** The venue row itself, for other modules that hang data on a venue (theme, footer). */
    findBySlug: (clientId: number, slug: string) => repository.findBySlug(clientId, slug),
    /** Sets the venue's picture to one the images service keeps; throws 404 for an unknown venue. */
    async setImage(clientId: number, slug: string, imageId: number | null): Promise<void> {
      if (!(await repository.setImage(clientId, slug, imageId))) throw notFound();
    },
  };
}
export type VenuesService = ReturnType<typeof createVenuesService>;
