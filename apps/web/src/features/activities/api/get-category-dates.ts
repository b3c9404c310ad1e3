import type { categoryDate } from '@leisure/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type CategoryDate = z.infer<typeof categoryDate>;

/** GET …/venue/{venue}/activity-category/{category}/dates: the days of the day picker. */
export function getCategoryDates(venue: string, category: string): Promise<CategoryDate[]> {
  return http<{ data: CategoryDate[] }>(
    `/api/activities/venue/${encodeURIComponent(venue)}/activity-category/${encodeURIComponent(category)}/dates`,
  ).then((r) => r.data);
}

export const categoryDatesQueryOptions = (venue: string, category: string) =>
  queryOptions({
    queryKey: ['activities', venue, 'category', category, 'dates'],
    queryFn: () => getCategoryDates(venue, category),
    staleTime: 60_000,
  });

export function useCategoryDates(venue: string, category: string, enabled = true) {
  return useQuery({ ...categoryDatesQueryOptions(venue, category), enabled });
}
