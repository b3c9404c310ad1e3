import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type IdleTimer, KIOSK_LOGOUT_MS } from './idle-timer';

const secondsLeft = (timer: IdleTimer) => Math.max(0, Math.ceil((KIOSK_LOGOUT_MS - timer.idleFor()) / 1000));

/**
 * The idle warning: the customer can stay, or is logged out when the kiosk's one timer reaches 90 s. The
 * seconds shown are read from that timer, so the words and the logout agree.
 */
export default function KioskIdleWarning({
  timer,
  onStillHere,
}: {
  timer: IdleTimer;
  onStillHere: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(timer));
  useEffect(() => {
    const tick = setInterval(() => setLeft(secondsLeft(timer)), 1000);
    return () => clearInterval(tick);
  }, [timer]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onStillHere()}
      title={t('kiosk.idleTitle')}
      description={t('kiosk.idleText', { count: left })}
      role="alertdialog"
      hideClose
    >
      <Button size="lg" onClick={onStillHere}>
        {t('kiosk.stillHere')}
      </Button>
    </Modal>
  );
}
