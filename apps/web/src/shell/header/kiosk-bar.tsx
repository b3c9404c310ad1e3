import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { usePaths } from '@/lib/paths-context';
import './header.css';

const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Kiosk mode hides the header; its one entry, 'Back to Kiosk Home', stays (spec part 1 §2), on every
 * page but the kiosk home itself, where it would lead nowhere.
 */
export function KioskBar() {
  const { t } = useTranslation();
  const paths = usePaths();
  const { pathname } = useLocation();
  const home = paths.kiosk.home.getHref();
  if (withoutSlash(pathname) === withoutSlash(new URL(home, window.location.href).pathname)) return null;
  return (
    <header className="kiosk-bar">
      <nav aria-label={t('nav.kiosk')}>
        <AppLink href={home}>{t('nav.backToKioskHome')}</AppLink>
      </nav>
    </header>
  );
}
