import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { useSession } from '../session/session-context';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { IdleTimerContext, isKioskHomeHeld } from './idle-timer-context';
import { KIOSK_LOGOUT_MS, KIOSK_WARNING_MS } from './kiosk-times';
import { guardKioskPage } from './no-autofill';

const loadWarning = () => import('./kiosk-idle-warning');
const KioskIdleWarning = lazy(loadWarning);

/**
 * Kiosk mode's one idle timer (spec part 1 §4): a warning at 60 s, and at 90 s the customer is logged
 * out and the kiosk goes back to its home. The warning's chunk is fetched when the kiosk starts, not when
 * it is due, and its countdown reads the same timer, so it cannot show late against a fixed logout.
 */
export default function KioskTimerProvider({ children }: { children: ReactNode }) {
  const [timer] = useState<IdleTimer>(createIdleTimer);
  const [warning, setWarning] = useState(false);
  const session = useSession();
  const paths = usePaths();
  const goTo = useGoTo();
  const status = session.status;
  const { logOut } = session;

  useEffect(() => {
    void loadWarning();
    timer.start(window);
    const offReset = timer.onReset(() => setWarning(false));
    const offWarning = timer.onIdle(KIOSK_WARNING_MS, () => setWarning(true));
    return () => {
      offReset();
      offWarning();
      timer.stop();
    };
  }, [timer]);

  useEffect(() => guardKioskPage(), []);

  useEffect(() => {
    return timer.onIdle(KIOSK_LOGOUT_MS, () => {
      const home = paths.kiosk.home.getHref();
      const held = isKioskHomeHeld();
      if (status === 'signed-in') void logOut({ to: held ? null : home });
      else if (!held) void goTo(home);
      if (!held) timer.reset();
      else setWarning(false);
    });
  }, [timer, status, logOut, goTo, paths]);

  return (
    <IdleTimerContext.Provider value={timer}>
      {children}
      {warning ? (
        <Suspense fallback={null}>
          <KioskIdleWarning timer={timer} onStillHere={() => timer.reset()} />
        </Suspense>
      ) : null}
    </IdleTimerContext.Provider>
  );
}
