import { guestPassPageSize } from '@leisure/contracts/guest-pass-rules';
import type { GuestPass, GuestPassesPage } from '@leisure/contracts/guest-passes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { GuestPass, GuestPassesPage };

export const guestPassesPath = (userId: number) => `/api/v1/users/${userId}/guestPasses`;

/** Under 'my-account', so signing out forgets them; one user's passes and allowances together. */
export const guestPassesQueryKey = (userId: number) => ['my-account', 'guest-passes', userId] as const;

/** GET v1/users/{id}/guestPasses: a page of the passes sent, newest first (spec part 1 §9: 10 a page). */
export const guestPassesQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...guestPassesQueryKey(userId), 'list', page] as const,
    queryFn: () =>
      http<GuestPassesPage>(guestPassesPath(userId), { query: { page, perPage: guestPassPageSize } }),
    retry: false,
  });

/** The page being left stays on screen while the next one loads, so the list does not jump. */
export const useGuestPasses = (userId: number, page: number) =>
  useQuery({ ...guestPassesQueryOptions(userId, page), placeholderData: keepPreviousData });
