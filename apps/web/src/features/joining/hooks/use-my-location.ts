import { useCallback, useState } from 'react';

export type MyLocation =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; lat: number; lng: number }
  /** `denied`: the visitor (or their browser) refused; `failed`: anything else, a time-out among them. */
  | { status: 'error'; reason: 'denied' | 'failed' };

/** Spec part 2 §9: high accuracy, a 10,000 ms time-out. */
const options: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** 'Use my location': the browser's position, asked for only when the visitor presses the button. */
export function useMyLocation(): { location: MyLocation; locate: () => void; forget: () => void } {
  const [location, setLocation] = useState<MyLocation>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setLocation({ status: 'error', reason: 'failed' });
      return;
    }
    setLocation({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setLocation({ status: 'found', lat: coords.latitude, lng: coords.longitude }),
      (error) =>
        setLocation({
          status: 'error',
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed',
        }),
      options,
    );
  }, []);
  const forget = useCallback(() => setLocation({ status: 'idle' }), []);
  return { location, locate, forget };
}
