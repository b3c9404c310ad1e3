import type { Venue } from '@leisure/contracts/venue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function getVenue(slug: string): Promise<Venue> {
  return http<{ data: Venue }>(`/api/venues/${encodeURIComponent(slug)}`).then((r) => r.data);
}

export const venueQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['venues', 'one', slug],
    queryFn: () => getVenue(slug),
    staleTime: 5 * 60_000,
    meta: { keepOnSignOut: true },
  });

export function useVenue(slug: string, enabled = true) {
  return useQuery({ ...venueQueryOptions(slug), enabled });
}
