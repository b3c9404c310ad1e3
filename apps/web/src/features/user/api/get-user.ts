import type { User } from '@leisure/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function getFullUser(): Promise<User> {
  return http<{ data: User }>('/api/auth/user').then((response) => response.data);
}

/**
 * The same call and cache entry as the session's user (`['auth', 'user']`), read as the full User of
 * spec part 1 §3: refreshing it here refreshes the header's greeting too.
 */
export const fullUserQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'user'], queryFn: getFullUser, staleTime: 60_000 });

export function useFullUser() {
  return useQuery(fullUserQueryOptions());
}
