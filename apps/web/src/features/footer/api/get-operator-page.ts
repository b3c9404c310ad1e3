import type { OperatorPageName, operatorPageResponse } from '@leisure/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { HttpError, http } from '@/lib/http';

export function getOperatorPage(page: OperatorPageName): Promise<string> {
  return http<z.infer<typeof operatorPageResponse>>(`/api/activities/pages/${page}`).then(
    (response) => response.data.html,
  );
}

export const operatorPageQueryOptions = (page: OperatorPageName) =>
  queryOptions({
    queryKey: ['operator-page', page],
    queryFn: () => getOperatorPage(page),
    staleTime: 10 * 60_000,
    // A page the operator has not written is answered 404: asking again will not write it.
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 2,
    meta: { keepOnSignOut: true },
  });

export function useOperatorPage(page: OperatorPageName) {
  return useQuery(operatorPageQueryOptions(page));
}
