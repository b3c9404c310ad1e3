import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { idleTimes } from '@/features/staff/lib/idle-times';
import { createIdleTimer } from '@/shell/kiosk/idle-timer';

const IdleWarning = lazy(() => import('./idle-warning'));

type Props = { timeoutSeconds: number; onSignOut: () => void; onStay: () => void };

/**
 * The desk signs itself out after the staff session's idle limit. The warning and the sign-out hang on
 * one timer from one moment of last activity, so the warning's lead (≥ 20 s) cannot shrink however late
 * its dialog's code arrives; while it shows, only 'Stay signed in' restarts the clock.
 */
export function IdleSignOut({ timeoutSeconds, onSignOut, onStay }: Props) {
  const [warning, setWarning] = useState(false);
  const [timer] = useState(() => createIdleTimer());
  const signOut = useRef(onSignOut);
  signOut.current = onSignOut;
  const { warnMs, logoutMs } = idleTimes(timeoutSeconds);

  useEffect(() => {
    const offWarn = timer.onIdle(warnMs, () => setWarning(true));
    const offLogout = timer.onIdle(logoutMs, () => {
      setWarning(false);
      signOut.current();
    });
    const offReset = timer.onReset(() => setWarning(false));
    timer.start(document);
    return () => {
      offWarn();
      offLogout();
      offReset();
      timer.stop();
    };
  }, [timer, warnMs, logoutMs]);

  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning
        secondsLeft={() => Math.max(0, Math.ceil((logoutMs - timer.idleFor()) / 1000))}
        onStay={() => {
          timer.reset();
          onStay();
        }}
        onSignOut={() => signOut.current()}
      />
    </Suspense>
  );
}
