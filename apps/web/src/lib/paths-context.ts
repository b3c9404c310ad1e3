import { createContext, useContext } from 'react';
import { createPaths, type Paths } from './paths';

const fallback = createPaths({
  urls: { bookings: '/', account: '/account', join: '/join' },
  kiosk: false,
  centre: null,
});

/** Provided by the shell once the client config is known; the default serves one-origin tests. */
export const PathsContext = createContext<Paths>(fallback);

export function usePaths(): Paths {
  return useContext(PathsContext);
}
