import { createContext, useContext, useEffect, useRef } from 'react';
import type { IdleTimer } from './idle-timer';

/** The kiosk's one idle timer; null outside kiosk mode. */
export const IdleTimerContext = createContext<IdleTimer | null>(null);

export function useIdleTimer(): IdleTimer | null {
  return useContext(IdleTimerContext);
}

/**
 * Runs `callback` once the kiosk has been idle for `ms` (nothing outside kiosk mode). The joining
 * form hangs its 90 s reset and 95 s clear here (spec part 2 §4).
 */
export function useOnKioskIdle(ms: number, callback: () => void): void {
  const timer = useIdleTimer();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => timer?.onIdle(ms, () => latest.current()), [timer, ms]);
}

/** Runs `callback` whenever the kiosk timer starts a new idle period after a threshold was reached. */
export function useOnKioskReset(callback: () => void): void {
  const timer = useIdleTimer();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => timer?.onReset(() => latest.current()), [timer]);
}

const homeHolds = new Set<symbol>();

/**
 * While mounted, the kiosk's own 90 s action only logs out and leaves the trip home to the page
 * (the joining form clears itself at 95 s and then goes home with its toast, spec part 2 §4).
 */
export function useHoldKioskHome(): void {
  useEffect(() => {
    const hold = Symbol('kiosk-home-hold');
    homeHolds.add(hold);
    return () => {
      homeHolds.delete(hold);
    };
  }, []);
}

export function isKioskHomeHeld(): boolean {
  return homeHolds.size > 0;
}
