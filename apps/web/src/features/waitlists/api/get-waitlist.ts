import type { WaitlistEntry } from '@leisure/contracts/waitlists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { WaitlistEntry };

/** Every read of the waitlist sits under this key, so one invalidation reloads the list and its entries. */
export const waitlistQueryKey = ['waitlist'] as const;

/** GET /api/my-account/waitlist: the customer's waitlist entries (spec part 1 §7). */
export function getWaitlist(): Promise<WaitlistEntry[]> {
  return http<{ data: WaitlistEntry[] }>('/api/my-account/waitlist').then((r) => r.data);
}

export const waitlistQueryOptions = () =>
  queryOptions({ queryKey: [...waitlistQueryKey, 'list'], queryFn: getWaitlist });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions());
}
