import type { clientResponse } from '@leisure/contracts/client';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type Client = z.infer<typeof clientResponse>['data'];

export function getClient(): Promise<Client> {
  return http<z.infer<typeof clientResponse>>('/api/client').then((response) => response.data);
}

export const clientQueryOptions = () =>
  queryOptions({
    queryKey: ['client'],
    queryFn: getClient,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });

/** The operator of this host; the shell has loaded it before any page renders. */
export function useClient(): Client {
  return useSuspenseQuery(clientQueryOptions()).data;
}
