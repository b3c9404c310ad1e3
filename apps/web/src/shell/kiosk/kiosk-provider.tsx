import { lazy, type ReactNode, Suspense } from 'react';
import { IdleTimerContext } from './idle-timer-context';

// Kiosk mode's timer, its page guards and its warning load with the kiosk, not with every visit.
const KioskTimerProvider = lazy(() => import('./kiosk-timer-provider'));

/** Kiosk mode's one idle timer for the pages within (kiosk-timer-provider.tsx); none outside kiosk mode. */
export function KioskProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  if (!enabled) return <IdleTimerContext.Provider value={null}>{children}</IdleTimerContext.Provider>;
  return (
    <Suspense fallback={null}>
      <KioskTimerProvider>{children}</KioskTimerProvider>
    </Suspense>
  );
}
