import type { ActivitySession } from '@leisure/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { TIMETABLE_REFRESH_MS } from './refresh';

/** GET …/venue/{venue}/activity/{activity}/times?date=: one activity's sessions (or court times) on one day. */
export function getActivityTimes(venue: string, activity: string, date: string): Promise<ActivitySession[]> {
  return http<{ data: ActivitySession[] }>(
    `/api/activities/venue/${encodeURIComponent(venue)}/activity/${encodeURIComponent(activity)}/times`,
    { query: { date } },
  ).then((r) => r.data);
}

export const activityTimesQueryOptions = (venue: string, activity: string, date: string) =>
  queryOptions({
    queryKey: ['activities', venue, 'activity', activity, 'times', date],
    queryFn: () => getActivityTimes(venue, activity, date),
    refetchInterval: TIMETABLE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useActivityTimes(venue: string, activity: string, date: string, enabled = true) {
  return useQuery({ ...activityTimesQueryOptions(venue, activity, date), enabled });
}
