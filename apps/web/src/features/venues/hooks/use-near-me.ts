import { useCallback, useState } from 'react';
import type { Position } from '../api/get-venues';

export type NearMe =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'on'; position: Position }
  /** Refused, unavailable or too slow: the list stays as it was, without a word (the visitor chose). */
  | { status: 'unavailable' };

/** About 100 m: enough for a distance in miles to one decimal, and the same query while one stands still. */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** 'Near me': the visitor's position from the browser, asked for only when they press the button. */
export function useNearMe(): { nearMe: NearMe; toggle: () => void } {
  const [nearMe, setNearMe] = useState<NearMe>({ status: 'off' });
  const toggle = useCallback(() => {
    if (nearMe.status === 'on' || nearMe.status === 'locating') {
      setNearMe({ status: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setNearMe({ status: 'unavailable' });
      return;
    }
    setNearMe({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setNearMe((now) =>
          now.status === 'locating'
            ? { status: 'on', position: { lat: rounded(coords.latitude), lng: rounded(coords.longitude) } }
            : now,
        ),
      () => setNearMe((now) => (now.status === 'locating' ? { status: 'unavailable' } : now)),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  }, [nearMe.status]);
  return { nearMe, toggle };
}
