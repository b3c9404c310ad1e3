export { KIOSK_CLEAR_MS, KIOSK_LOGOUT_MS, KIOSK_WARNING_MS } from './kiosk-times';

export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

type Threshold = { ms: number; callback: () => void; fired: boolean };

export type IdleTimer = {
  /** Calls back once when the kiosk has been idle for `ms`; answers the unsubscribe. */
  onIdle: (ms: number, callback: () => void) => () => void;
  /** Calls back when the timer starts again after a threshold was reached. */
  onReset: (callback: () => void) => () => void;
  /** Starts the idle period again ('Stay signed in', or a navigation to the kiosk home). */
  reset: () => void;
  /** Milliseconds since the last activity. */
  idleFor: () => number;
  start: (target?: EventTarget) => void;
  stop: () => void;
};

/**
 * One idle timer for the whole kiosk. Activity restarts the idle period only until the first
 * threshold is reached: once the warning is up, only an explicit reset ends it, so reaching for the
 * warning's own button cannot make the button vanish. Plain Date and setTimeout, so test clocks
 * (vitest's and Playwright's) can move it.
 */
export function createIdleTimer(now: () => number = Date.now): IdleTimer {
  const thresholds = new Set<Threshold>();
  const resetListeners = new Set<() => void>();
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let target: EventTarget | null = null;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const pending = [...thresholds].filter((t) => !t.fired);
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((t) => t.ms));
    timer = setTimeout(check, Math.max(0, last + next - now()));
  };

  const check = () => {
    const idle = now() - last;
    for (const threshold of [...thresholds].sort((a, b) => a.ms - b.ms)) {
      if (threshold.fired || idle < threshold.ms) continue;
      threshold.fired = true;
      threshold.callback();
    }
    schedule();
  };

  const anyFired = () => [...thresholds].some((t) => t.fired);

  const reset = () => {
    const wasIdle = anyFired();
    last = now();
    for (const threshold of thresholds) threshold.fired = false;
    schedule();
    if (wasIdle) for (const listener of resetListeners) listener();
  };

  const activity = () => {
    if (anyFired()) return;
    // A pending timer re-checks and reschedules from the new `last`; no need to touch it here.
    last = now();
  };

  return {
    onIdle(ms, callback) {
      const threshold: Threshold = { ms, callback, fired: now() - last >= ms };
      thresholds.add(threshold);
      schedule();
      return () => {
        thresholds.delete(threshold);
        schedule();
      };
    },
    onReset(callback) {
      resetListeners.add(callback);
      return () => resetListeners.delete(callback);
    },
    reset,
    idleFor: () => now() - last,
    start(on = window) {
      target = on;
      for (const name of activityEvents)
        on.addEventListener(name, activity, { passive: true, capture: true });
      reset();
    },
    stop() {
      clearTimeout(timer);
      if (target)
        for (const name of activityEvents) target.removeEventListener(name, activity, { capture: true });
      target = null;
    },
  };
}
