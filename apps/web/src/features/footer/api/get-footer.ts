import type { footerQuery, footerResponse } from '@leisure/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export function getFooter(venue: string | null): Promise<string> {
  return http<z.infer<typeof footerResponse>>('/api/activities/footer', {
    query: { venue: venue ?? undefined } satisfies z.input<typeof footerQuery>,
  }).then((response) => response.data.html);
}

export const footerQueryOptions = (venue: string | null) =>
  queryOptions({
    queryKey: ['footer', venue],
    queryFn: () => getFooter(venue),
    staleTime: 10 * 60_000,
    meta: { keepOnSignOut: true },
  });

export function useFooter(venue: string | null, enabled = true) {
  return useQuery({ ...footerQueryOptions(venue), enabled });
}
