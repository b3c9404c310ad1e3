import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { type WaitlistEntry, waitlistQueryKey } from './get-waitlist';

/** GET /api/my-account/waitlist/{waitlistId}: one of the customer's entries; another's answers 404. */
export function getWaitlistEntry(id: number): Promise<WaitlistEntry> {
  return http<{ data: WaitlistEntry }>(`/api/my-account/waitlist/${id}`).then((r) => r.data);
}

export const waitlistEntryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'entry', id],
    queryFn: () => getWaitlistEntry(id),
    // A 404 is the answer to show, not a hiccup to retry.
    retry: false,
  });

export function useWaitlistEntry(id: number) {
  return useQuery(waitlistEntryQueryOptions(id));
}
