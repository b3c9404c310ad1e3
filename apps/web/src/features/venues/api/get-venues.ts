import type { Venue } from '@leisure/contracts/venue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type Position = { lat: number; lng: number };

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
