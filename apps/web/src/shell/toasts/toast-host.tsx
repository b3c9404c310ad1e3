import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onToast, type ToastRequest } from '@/lib/toast';

// react-toastify loads with the first toast, not with the page.
const ToastView = lazy(() => import('./toast-view'));

export function ToastHost() {
  const [queue, setQueue] = useState<ToastRequest[]>([]);
  const [started, setStarted] = useState(false);

  useEffect(
    () =>
      onToast((toast) => {
        setStarted(true);
        setQueue((current) => [...current, toast]);
      }),
    [],
  );
  const shown = useCallback((count: number) => setQueue((current) => current.slice(count)), []);

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastView queue={queue} onShown={shown} />
    </Suspense>
  );
}
