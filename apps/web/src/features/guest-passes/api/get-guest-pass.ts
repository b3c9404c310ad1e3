import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { type GuestPass, guestPassesPath, guestPassesQueryKey } from './get-guest-passes';

/** GET v1/users/{id}/guestPasses/{passId}: one pass the member sent. */
export const guestPassQueryOptions = (userId: number, passId: string) =>
  queryOptions({
    queryKey: [...guestPassesQueryKey(userId), 'pass', passId] as const,
    queryFn: () =>
      http<{ data: GuestPass }>(`${guestPassesPath(userId)}/${encodeURIComponent(passId)}`).then(
        (r) => r.data,
      ),
    retry: false,
  });

export const useGuestPass = (userId: number, passId: string) =>
  useQuery(guestPassQueryOptions(userId, passId));
