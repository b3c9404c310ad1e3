import { userQueryOptions } from '@/features/auth/api/get-user';
import { clientQueryOptions } from '@/features/client/api/get-client';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { themeQueryOptions } from '@/features/theme/api/get-theme';
import { copyToCookie, readSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { queryClient } from '@/lib/query-client';
import { queryOptionsAtStart } from './session/query-options';
import { hasSessionCookie, isDeskPath } from './session/session-cookie';
import { loadThemeFonts } from './theme/theme-fonts';
import { applyTheme } from './theme/theme-variables';
import { themeVenueFor } from './theme/theme-venue';

/**
 * The shell's three calls (decision 004: client, config and theme before the shell renders), started as
 * the app starts rather than when the shell first renders: that waits for the route's chunks, so on a
 * phone the calls went out a round trip later than they could. The shell's queries find them in flight.
 */
export function startShellQueries(): void {
  copyToCookie();
  const venue = themeVenueFor(window.location.pathname, readSelectedVenue(), queryOptionsAtStart());
  // A failure is the shell's to show when it renders: its query finds the failed state.
  void queryClient.prefetchQuery(clientQueryOptions());
  void queryClient.prefetchQuery(clientConfigQueryOptions());
  // The theme's fonts as soon as the theme is known (with the page's own answer, at once), not when
  // the shell first renders.
  void queryClient.fetchQuery(themeQueryOptions(venue)).then(
    (theme) => {
      // Applied before the first render too (the shell applies it again): laid out first in the default
      // theme, the page fetched the default font for nothing.
      applyTheme(theme);
      loadThemeFonts([theme.themeAppBodyFontStyle, theme.themeAppHeadingFontStyle]);
    },
    () => undefined,
  );
  // Who is signed in, with the shell's calls: the session asked only once the route's code was in.
  if (hasSessionCookie() && !queryOptionsAtStart().token && !isDeskPath(window.location.pathname))
    void queryClient.prefetchQuery(userQueryOptions());
}
