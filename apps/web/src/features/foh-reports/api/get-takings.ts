import type { Takings } from '@leisure/contracts/foh-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { Takings };

/** GET /api/foh/reports/takings: one venue's desk takings for one day. */
export const takingsQueryOptions = (venueId: number, date: string) =>
  queryOptions({
    queryKey: ['foh', 'reports', 'takings', venueId, date] as const,
    queryFn: () =>
      http<{ data: Takings }>('/api/foh/reports/takings', { query: { venueId, date } }).then((r) => r.data),
    retry: false,
  });

export const useTakings = (venueId: number, date: string) => useQuery(takingsQueryOptions(venueId, date));
