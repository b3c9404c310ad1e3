import type { HelpCall } from '@leisure/contracts/foh-kiosk';
import { backgroundPollHeader } from '@leisure/contracts/session-cookies';
import { toCamelKeys } from '@leisure/contracts/wire-case';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { heldToken } from '@/lib/auth-token';
import { http } from '@/lib/http';

export type { HelpCall };

/** A kiosk's 'Need help?' should reach the desk within a quarter of a minute. */
export const helpCallPollMs = 15_000;

const helpCallsKey = (venueId: number) => ['foh', 'help-calls', venueId] as const;

/**
 * GET /api/foh/help-calls?venue_id=: the open calls, oldest first. A background poll, so not through the
 * http layer: a failed poll must neither scroll the page under a sale in progress nor reload it as a lost
 * session (the desk's own calls notice that); it is simply tried again at the next one. It says it is a
 * poll, so that a desk left open still signs itself out after the staff session's idle time.
 */
async function getHelpCalls(venueId: number, signal: AbortSignal): Promise<HelpCall[]> {
  const token = heldToken();
  const response = await fetch(`/api/foh/help-calls?venue_id=${venueId}`, {
    credentials: 'include',
    headers: {
      accept: 'application/json',
      [backgroundPollHeader]: '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok) throw new Error(`help calls: ${response.status}`);
  return toCamelKeys<{ data: HelpCall[] }>(await response.json()).data;
}

/** The open calls, asked again every 15 s while a desk page is open. */
export const helpCallsQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: helpCallsKey(venueId),
    queryFn: ({ signal }) => getHelpCalls(venueId, signal),
    refetchInterval: helpCallPollMs,
    // A missed poll is tried at the next one, not retried at once against a struggling server.
    retry: false,
  });

export const useHelpCalls = (venueId: number) => useQuery(helpCallsQueryOptions(venueId));

/** POST /api/foh/help-calls/{id}/answer ('On my way'); a 409 means a colleague answered it first. */
export function useAnswerHelpCall(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http<{ data: HelpCall }>(`/api/foh/help-calls/${id}/answer`, { method: 'POST' }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpCallsKey(venueId) }),
  });
}
