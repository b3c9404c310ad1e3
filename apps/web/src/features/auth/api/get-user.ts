import type { SessionUser } from '@leisure/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function getUser(): Promise<SessionUser> {
  return http<{ data: SessionUser }>('/api/auth/user').then((response) => response.data);
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'user'], queryFn: getUser, staleTime: 60_000 });

export function useUser(enabled: boolean) {
  return useQuery({ ...userQueryOptions(), enabled });
}
