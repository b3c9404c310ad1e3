import type { Theme } from '@leisure/contracts/theme';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

function fetchTheme(venue: string | null): Promise<Theme> {
  return http<{ data: Theme }>('/api/frontend/theme', { query: { venue } }).then((response) => response.data);
}

/** Spec part 1 §4: the venue's theme, and when that fails the operator's own. */
export async function getTheme(venue: string | null): Promise<Theme> {
  if (!venue) return fetchTheme(null);
  try {
    return await fetchTheme(venue);
  } catch {
    return fetchTheme(null);
  }
}

export const themeQueryOptions = (venue: string | null) =>
  queryOptions({
    queryKey: ['theme', venue],
    queryFn: () => getTheme(venue),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });

/** Keeps the current theme on screen while another venue's loads. */
export function useTheme(venue: string | null, options: { retryOnMount?: boolean } = {}) {
  return useQuery({ ...themeQueryOptions(venue), placeholderData: keepPreviousData, ...options });
}
