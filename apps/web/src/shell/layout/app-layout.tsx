import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { ToastHost } from '../toasts/toast-host';
import { useRouteFocus } from './use-route-focus';
import './app-layout.css';

// Only a kiosk shows it: every other visit's first load is spared its code ('Need help?', the basket link).
const KioskBar = lazy(() => import('../header/kiosk-bar').then((m) => ({ default: m.KioskBar })));

type Props = {
  appName: string;
  logo: string | undefined;
  venue: string | null;
  /** Spec part 1 §1: embedded and kiosk pages hide the header and footer. */
  chrome: 'full' | 'kiosk' | 'none';
};

export function AppLayout({ appName, logo, venue, chrome }: Props) {
  const { t } = useTranslation();
  useRouteFocus();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {chrome === 'full' ? <Header appName={appName} logo={logo} /> : null}
      {chrome === 'kiosk' ? (
        <Suspense fallback={null}>
          <KioskBar />
        </Suspense>
      ) : null}
      <main
        id="main"
        className={chrome === 'full' ? 'app__main app__main--footed' : 'app__main'}
        tabIndex={-1}
      >
        <Outlet />
      </main>
      {chrome === 'full' ? <Footer venue={venue} /> : null}
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}
