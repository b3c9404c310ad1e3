import type { Venue, venuesQuery } from '@leisure/contracts/venue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

/** The query's coordinates are read from text, so the type the web sends is the parsed one. */
export type Position = Required<Pick<z.infer<typeof venuesQuery>, 'lat' | 'lng'>>;

export function getVenues(position?: Position | null): Promise<Venue[]> {
  return http<{ data: Venue[] }>('/api/venues', { query: position ?? undefined }).then((r) => r.data);
}

export const venuesQueryOptions = (position?: Position | null) =>
  queryOptions({
    queryKey: ['venues', position ?? null],
    queryFn: () => getVenues(position),
    staleTime: 5 * 60_000,
    meta: { keepOnSignOut: true },
  });

export function useVenues(position?: Position | null) {
  return useQuery(venuesQueryOptions(position));
}

/** A search of the venues: by words of their name, town or postcode, or within a radius of a position. */
export type VenueSearch = { q?: string; lat?: number; lng?: number; radius?: number };

export function findVenues(search: VenueSearch): Promise<Venue[]> {
  return http<{ data: Venue[] }>('/api/venues', { query: search }).then((r) => r.data);
}

export const findVenuesQueryOptions = (search: VenueSearch) =>
  queryOptions({
    queryKey: ['venues', 'search', search],
    queryFn: () => findVenues(search),
    staleTime: 5 * 60_000,
    meta: { keepOnSignOut: true },
  });
