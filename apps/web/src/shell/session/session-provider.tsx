import { csrfCookie } from '@leisure/contracts/session-cookies';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { logout } from '@/features/auth/api/logout';
import { clearCart } from '@/features/basket/api/clear-cart';
import { dropToken } from '@/lib/auth-token';
import { deleteCookie } from '@/lib/cookies';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { exchangeAddressToken } from './exchange-token';
import { queryOptionsAtStart } from './query-options';
import { announceSession, listenToSession } from './session-broadcast';
import { type Session, SessionContext } from './session-context';
import { hasSessionCookie, isDeskPath } from './session-cookie';
import { useCookieWatch } from './use-cookie-watch';

/** Spec part 1 §4 "Session": who is signed in, and every way that changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const paths = usePaths();
  const goTo = useGoTo();
  const [{ token, kiosk }] = useState(queryOptionsAtStart);
  const [exchanging, setExchanging] = useState(token !== null);
  const [hasCookie, setHasCookie] = useState(hasSessionCookie);
  const [leaving, setLeaving] = useState(false);
  const { key: locationKey, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the end of the move home
  useEffect(() => setLeaving(false), [locationKey]);
  const user = useUser(hasCookie && !exchanging && !isDeskPath(pathname));

  useEffect(() => {
    if (!token) return;
    let live = true;
    exchangeAddressToken(token).then(() => {
      if (!live) return;
      setHasCookie(hasSessionCookie());
      setExchanging(false);
    });
    return () => {
      live = false;
    };
  }, [token]);

  const forget = useCallback(
    (to?: string | null, announce = false) => {
      // Only a sign-out that started here is announced: the others learn it from this tab.
      if (announce) announceSession('signed-out');
      deleteCookie(csrfCookie);
      dropToken();
      setHasCookie(false);
      if (to === null) return;
      // Until the move home lands, a protected page must not send the visitor to the login page.
      setLeaving(true);
      // On a kiosk the signed-in page is replaced, so Back cannot bring it up for the next person.
      void goTo(to ?? (kiosk ? paths.kiosk.home.getHref() : paths.bookings.home.getHref()), {
        replace: kiosk,
      });
    },
    [goTo, paths, kiosk],
  );

  const logOut = useCallback(
    async (options?: { to?: string | null }) => {
      try {
        // A kiosk's next person must find nothing of this one's: the basket is emptied before the session ends.
        if (kiosk && hasSessionCookie()) await clearCart().catch(() => undefined);
        if (hasSessionCookie()) await logout();
      } catch {
        // Signed out here whatever the server said: the cookies are cleared below.
      }
      forget(options?.to, true);
      // And no half-filled form survives in the tab's storage.
      if (kiosk) sessionStorage.clear();
    },
    [forget, kiosk],
  );

  // The cart and everything else that belonged to the visitor goes when they sign out (spec part 1 §4).
  const wasSignedIn = useRef(hasCookie);
  useEffect(() => {
    if (wasSignedIn.current && !hasCookie) {
      void queryClient.resetQueries({ predicate: (query) => !query.meta?.keepOnSignOut });
    }
    wasSignedIn.current = hasCookie;
  }, [hasCookie, queryClient]);

  // A failed user load logs out (spec part 1 §8).
  const failed = user.isError;
  useEffect(() => {
    if (failed) void logOut();
  }, [failed, logOut]);

  useCookieWatch(hasCookie, () => forget());

  // Another tab or sub-site signed out (the cookie is gone for all) or in (the cookie is there now).
  const hasCookieNow = useRef(hasCookie);
  hasCookieNow.current = hasCookie;
  useEffect(
    () =>
      listenToSession((event) => {
        if (event === 'signed-out' && hasCookieNow.current) forget();
        if (event === 'signed-in') {
          setHasCookie(hasSessionCookie());
          void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
        }
      }),
    [forget, queryClient],
  );

  // A different customer loaded (signed in elsewhere as someone else): their basket, not the last one.
  const userId = user.data?.id;
  const lastUserId = useRef(userId);
  useEffect(() => {
    if (userId !== undefined && lastUserId.current !== undefined && lastUserId.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    }
    if (userId !== undefined) lastUserId.current = userId;
  }, [userId, queryClient]);

  const signedIn = useCallback(() => {
    announceSession('signed-in');
    setHasCookie(hasSessionCookie());
    // After the user loads, a new cart is loaded (spec part 1 §4).
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    // Prices and places are the viewer's: a member now sees the member's price on the page they are on.
    void queryClient.invalidateQueries({ queryKey: ['activities'] });
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const status =
      exchanging || (hasCookie && user.isPending)
        ? 'loading'
        : hasCookie && user.data
          ? 'signed-in'
          : 'anonymous';
    return { status, user: status === 'signed-in' ? (user.data ?? null) : null, leaving, signedIn, logOut };
  }, [exchanging, hasCookie, user.isPending, user.data, leaving, signedIn, logOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
