import { clientQueryOptions } from '@/features/client/api/get-client';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { themeQueryOptions } from '@/features/theme/api/get-theme';
import { readSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { queryClient } from '@/lib/query-client';
import { queryOptionsAtStart } from './session/query-options';
import { themeVenueFor } from './theme/theme-venue';

/**
 * The shell's three calls (decision 004: client, config and theme before the shell renders), started as
 * the app starts rather than when the shell first renders: that waits for the route's chunks, so on a
 * phone the calls went out a round trip later than they could. The shell's queries find them in flight.
 */
export function startShellQueries(): void {
  const venue = themeVenueFor(window.location.pathname, readSelectedVenue(), queryOptionsAtStart());
  // A failure is the shell's to show when it renders: its query finds the failed state.
  void queryClient.prefetchQuery(clientQueryOptions());
  void queryClient.prefetchQuery(clientConfigQueryOptions());
  void queryClient.prefetchQuery(themeQueryOptions(venue));
}
