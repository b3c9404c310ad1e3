import type { SessionUser } from '@leisure/contracts/auth';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'signed-in' | 'anonymous';

export type Session = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Signed out and on the way home: protected pages wait instead of sending to the login page. */
  leaving: boolean;
  /** Call after a sign-in: the cookies are set, the user is in the cache. */
  signedIn: () => void;
  /** POST /api/auth/logout, then forget the session and go to `to` (home by default; null stays). */
  logOut: (options?: { to?: string | null }) => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the SessionProvider');
  return session;
}
