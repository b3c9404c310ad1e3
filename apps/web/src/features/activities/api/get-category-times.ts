import type { ActivitySession } from '@leisure/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { TIMETABLE_REFRESH_MS } from './refresh';

/** GET …/venue/{venue}/activity-category/{category}/times?date=: a category's sessions on one day. */
export function getCategoryTimes(venue: string, category: string, date: string): Promise<ActivitySession[]> {
  return http<{ data: ActivitySession[] }>(
    `/api/activities/venue/${encodeURIComponent(venue)}/activity-category/${encodeURIComponent(category)}/times`,
    { query: { date } },
  ).then((r) => r.data);
}

export const categoryTimesQueryOptions = (venue: string, category: string, date: string) =>
  queryOptions({
    queryKey: ['activities', venue, 'category', category, 'times', date],
    queryFn: () => getCategoryTimes(venue, category, date),
    refetchInterval: TIMETABLE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useCategoryTimes(venue: string, category: string, date: string, enabled = true) {
  return useQuery({ ...categoryTimesQueryOptions(venue, category, date), enabled });
}
