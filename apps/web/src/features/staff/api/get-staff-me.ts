import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, http } from '@/lib/http';
import type { StaffMe } from './staff-types';

export const staffMeKey = ['foh', 'me'] as const;

/**
 * Who is at the desk. A 401 (no session) or 403 (a customer's session, or a staff one without its second
 * factor) is an answer the guard acts on, not a lost session to reload the page for.
 */
export function getStaffMe(): Promise<StaffMe> {
  return http<{ data: StaffMe }>('/api/foh/me', { allow401: true }).then((response) => response.data);
}

export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: staffMeKey,
    queryFn: getStaffMe,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });

/** The signed-in staff member, for any page under the desk's layout (its guard waits for it). */
export function useStaffMe() {
  return useQuery(staffMeQueryOptions());
}

/** Under the guarded layout the answer is there: the pages need not handle its absence. */
export function useSignedInStaff(): StaffMe {
  const me = useStaffMe().data;
  if (!me) throw new Error('useSignedInStaff is used outside the desk layout');
  return me;
}

/** Whether an error means "not a staff member past the second factor": the guard sends them to sign in. */
export function isNotStaff(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}
