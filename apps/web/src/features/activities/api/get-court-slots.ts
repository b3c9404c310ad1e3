import type { courtSlot, slotsQuery } from '@leisure/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { TIMETABLE_REFRESH_MS } from './refresh';

export type CourtSlot = z.infer<typeof courtSlot>;
export type SlotTime = z.input<typeof slotsQuery>;

/** GET …/venue/{venue}/activity/{activity}/slots?date=&start_time=&end_time=: the courts free then. */
export function getCourtSlots(venue: string, activity: string, time: SlotTime): Promise<CourtSlot[]> {
  return http<{ data: CourtSlot[] }>(
    `/api/activities/venue/${encodeURIComponent(venue)}/activity/${encodeURIComponent(activity)}/slots`,
    { query: time },
  ).then((r) => r.data);
}

export const courtSlotsQueryOptions = (venue: string, activity: string, time: SlotTime) =>
  queryOptions({
    queryKey: ['activities', venue, 'activity', activity, 'slots', time],
    queryFn: () => getCourtSlots(venue, activity, time),
    refetchInterval: TIMETABLE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useCourtSlots(venue: string, activity: string, time: SlotTime) {
  return useQuery(courtSlotsQueryOptions(venue, activity, time));
}
