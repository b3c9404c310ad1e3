import type { GuestPassAllowance } from '@leisure/contracts/guest-passes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { guestPassesPath, guestPassesQueryKey } from './get-guest-passes';

export type { GuestPassAllowance };

/** GET v1/users/{id}/guestPasses/allowances: what the member may still send, and where. */
export const allowancesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...guestPassesQueryKey(userId), 'allowances'] as const,
    queryFn: () =>
      http<{ data: GuestPassAllowance[] }>(`${guestPassesPath(userId)}/allowances`).then((r) => r.data),
    retry: false,
  });

export const useAllowances = (userId: number) => useQuery(allowancesQueryOptions(userId));
