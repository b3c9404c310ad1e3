import type { ClientConfig } from '@leisure/contracts/client';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function getClientConfig(): Promise<ClientConfig> {
  return http<{ data: ClientConfig }>('/api/client/config').then((response) => response.data);
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client', 'config'],
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });

/** Feature flags, currency and sub-site roots; the shell has loaded them before any page renders. */
export function useClientConfig(): ClientConfig {
  return useSuspenseQuery(clientConfigQueryOptions()).data;
}
