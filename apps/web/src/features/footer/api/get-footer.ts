import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function getFooter(venue: string | null): Promise<string> {
  return http<{ data: { html: string } }>('/api/activities/footer', { query: { venue } }).then(
    (response) => response.data.html,
  );
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
