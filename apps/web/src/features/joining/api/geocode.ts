import type { GeocodedPlace } from '@leisure/contracts/online-joining';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** UK places whose name matches what was typed, best first (the server's offline gazetteer). */
export function geocode(term: string): Promise<GeocodedPlace[]> {
  return http<{ data: GeocodedPlace[] }>('/api/online-joining/geocode', { query: { term } }).then(
    (r) => r.data,
  );
}

export const geocodeQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['geocode', term.trim().toLowerCase()],
    queryFn: () => geocode(term.trim()),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });
