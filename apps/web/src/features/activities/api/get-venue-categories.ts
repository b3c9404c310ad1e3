import type { activityCategorySummary } from '@leisure/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type ActivityCategory = z.infer<typeof activityCategorySummary>;

/** GET /api/activities/venue/{venue}/categories: what a venue offers, for the category tabs. */
export function getVenueCategories(venue: string): Promise<ActivityCategory[]> {
  return http<{ data: ActivityCategory[] }>(
    `/api/activities/venue/${encodeURIComponent(venue)}/categories`,
  ).then((r) => r.data);
}

export const venueCategoriesQueryOptions = (venue: string) =>
  queryOptions({
    queryKey: ['activities', venue, 'categories'],
    queryFn: () => getVenueCategories(venue),
    staleTime: 5 * 60_000,
  });

export function useVenueCategories(venue: string) {
  return useQuery(venueCategoriesQueryOptions(venue));
}
