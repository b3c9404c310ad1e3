import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { useGoTo } from '@/lib/use-go-to';
import type { IdleTimer } from '@/shell/kiosk/idle-timer';
import { useHoldKioskHome, useIdleTimer } from '@/shell/kiosk/idle-timer-context';
import { KIOSK_CLEAR_MS, KIOSK_LOGOUT_MS } from '@/shell/kiosk/kiosk-times';
import { useSession } from '@/shell/session/session-context';

/**
 * Kiosk joining (spec part 2 §4) on the kiosk's one idle timer: at 90 s idle the form starts again
 * (the shell logs the customer out and, held, stays on the page); at 95 s the form is cleared and the
 * kiosk goes home, after which the timer starts a new idle period for the next customer.
 */
export function watchKioskJoining(
  timer: IdleTimer,
  on: { reset: () => void; clear: () => void },
): () => void {
  const offReset = timer.onIdle(KIOSK_LOGOUT_MS, () => on.reset());
  const offClear = timer.onIdle(KIOSK_CLEAR_MS, () => {
    on.clear();
    timer.reset();
  });
  return () => {
    offReset();
    offClear();
  };
}

/**
 * For the join sub-site's layout: a key for its pages that changes at the 90 s reset, so the page in
 * view (centre search or joining form) mounts afresh with nothing of the last customer's; at 95 s the
 * toast 'Joining form cleared due to inactivity' and the kiosk home (with its centre, when it has one).
 * Null while the page is away between the two. Outside kiosk mode there is no timer and the key never
 * changes.
 */
export function useKioskJoiningReset(): number | null {
  const { t } = useTranslation('joining');
  const timer = useIdleTimer();
  const paths = usePaths();
  const goTo = useGoTo();
  const [resets, setResets] = useState(0);
  // The shell logs the customer out at the same 90 s. Until that lands no page is shown: neither the
  // old one nor a fresh one would otherwise still be asking for the customer's details (a 401) when the
  // shell refetches what was the customer's.
  const [resetting, setResetting] = useState(false);
  const signedIn = useSession().status === 'signed-in';
  useHoldKioskHome();

  useEffect(() => {
    if (!resetting || signedIn) return;
    setResetting(false);
    setResets((n) => n + 1);
  }, [resetting, signedIn]);

  const clear = () => {
    setResetting(false);
    setResets((n) => n + 1);
    showToast({ content: t('joining.kioskCleared') });
    void goTo(paths.kiosk.home.getHref(), { replace: true });
  };
  const latest = useRef(clear);
  latest.current = clear;

  useEffect(() => {
    if (!timer) return;
    return watchKioskJoining(timer, {
      reset: () => setResetting(true),
      clear: () => latest.current(),
    });
  }, [timer]);

  return resetting ? null : resets;
}
