import type { CalendarFeed } from '@leisure/contracts/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { CalendarFeed };

/** GET /api/my-account/calendar-feed: the private feed's address (the server makes it on first read). */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return http<{ data: CalendarFeed }>('/api/my-account/calendar-feed').then((r) => r.data);
}

/** POST /api/my-account/calendar-feed/reset: a new address; the old one stops working at once. */
export function resetCalendarFeed(): Promise<CalendarFeed> {
  return http<{ data: CalendarFeed }>('/api/my-account/calendar-feed/reset', { method: 'POST' }).then(
    (r) => r.data,
  );
}

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar-feed'],
    queryFn: getCalendarFeed,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
