import type { OccurrenceDetail } from '@leisure/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { TIMETABLE_REFRESH_MS } from './refresh';

export type { OccurrenceDetail };

/** GET /api/v1/activities/occurrences/{id}: one session with the tickets it can be bought with. */
export function getOccurrence(id: string): Promise<OccurrenceDetail> {
  return http<{ data: OccurrenceDetail }>(`/api/v1/activities/occurrences/${encodeURIComponent(id)}`).then(
    (r) => r.data,
  );
}

export const occurrenceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['activities', 'occurrence', id],
    queryFn: () => getOccurrence(id),
    refetchInterval: TIMETABLE_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

export function useOccurrence(id: string) {
  return useQuery(occurrenceQueryOptions(id));
}
