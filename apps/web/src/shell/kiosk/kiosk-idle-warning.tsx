import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The 70 s warning: the customer can stay, or is logged out 20 s later. */
export default function KioskIdleWarning({ onStillHere }: { onStillHere: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onStillHere()}
      title={t('kiosk.idleTitle')}
      description={t('kiosk.idleText')}
      role="alertdialog"
      hideClose
    >
      <Button size="lg" onClick={onStillHere}>
        {t('kiosk.stillHere')}
      </Button>
    </Modal>
  );
}
