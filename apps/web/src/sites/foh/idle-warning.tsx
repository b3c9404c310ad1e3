import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type Props = { secondsLeft: () => number; onStay: () => void; onSignOut: () => void };

/** The idle warning: the seconds left counted down from the shared timer, and the way to stay. */
export default function IdleWarning({ secondsLeft, onStay, onSignOut }: Props) {
  const { t } = useTranslation('foh');
  const [seconds, setSeconds] = useState(secondsLeft);
  useEffect(() => {
    const tick = setInterval(() => setSeconds(secondsLeft()), 1000);
    return () => clearInterval(tick);
  }, [secondsLeft]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onStay()}
      title={t('idle.title')}
      description={t('idle.body', { seconds })}
      role="alertdialog"
      hideClose
    >
      <div className="foh-idle__actions">
        <Button size="lg" onClick={onStay}>
          {t('idle.stay')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onSignOut}>
          {t('idle.signOut')}
        </Button>
      </div>
    </Modal>
  );
}
