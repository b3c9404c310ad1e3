import { kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { callForHelp } from '../kiosk/kiosk-device';

/** 'Need help?' on an enrolled kiosk: staff of its venue see the call on the desk screen. */
export function NeedHelpButton() {
  const { t } = useTranslation();
  const [calling, setCalling] = useState(false);
  const call = async () => {
    setCalling(true);
    try {
      await callForHelp();
      showToast({ type: 'success', content: kioskMessages.helpCalled });
    } catch {
      showToast({ type: 'danger', content: t('kiosk.helpFailed') });
    } finally {
      setCalling(false);
    }
  };
  return (
    <Button size="lg" className="kiosk-bar__help" onClick={call} busy={calling}>
      {t('kiosk.needHelp')}
    </Button>
  );
}
