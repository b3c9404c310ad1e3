import type { PackageOffer } from '@leisure/contracts/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { PackageOffer };

/** GET /api/packages?venue_id=: the packages on sale at a venue (its own and those for every centre). */
export function getPackageOffers(venueId: number): Promise<PackageOffer[]> {
  return http<{ data: PackageOffer[] }>(`/api/packages?venue_id=${venueId}`).then((r) => r.data);
}

export const packageOffersQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: ['packages', 'on-sale', venueId],
    queryFn: () => getPackageOffers(venueId),
    staleTime: 5 * 60_000,
    meta: { keepOnSignOut: true },
  });

export function usePackageOffers(venueId: number | null) {
  return useQuery({ ...packageOffersQueryOptions(venueId ?? 0), enabled: venueId !== null });
}
