import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { usePaths } from '@/lib/paths-context';
import './header.css';

/** Kiosk mode hides the header; its one entry, 'Back to Kiosk Home', stays (spec part 1 §2). */
export function KioskBar() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <header className="kiosk-bar">
      <nav aria-label={t('nav.kiosk')}>
        <AppLink href={paths.kiosk.home.getHref()}>{t('nav.backToKioskHome')}</AppLink>
      </nav>
    </header>
  );
}
