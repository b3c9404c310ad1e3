import { useEffect, useRef } from 'react';
import { hasSessionCookie } from './session-cookie';

/** Spec part 1 §9: the session cookie is re-checked every 5 s while the visitor is active. */
export const SESSION_POLL_MS = 5000;

const activityEvents = ['pointerdown', 'keydown', 'focusin', 'visibilitychange', 'touchstart'] as const;

/** Notices a sign-out made in another tab (or the cookie expiring) while this one is in use. */
export function useCookieWatch(active: boolean, onGone: () => void): void {
  const onGoneRef = useRef(onGone);
  onGoneRef.current = onGone;

  useEffect(() => {
    if (!active) return;
    let sawActivity = false;
    const mark = () => {
      sawActivity = true;
    };
    for (const name of activityEvents) document.addEventListener(name, mark, { passive: true });
    const timer = setInterval(() => {
      if (!sawActivity) return;
      sawActivity = false;
      if (!hasSessionCookie()) onGoneRef.current();
    }, SESSION_POLL_MS);
    return () => {
      clearInterval(timer);
      for (const name of activityEvents) document.removeEventListener(name, mark);
    };
  }, [active]);
}
