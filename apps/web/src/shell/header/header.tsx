import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { BasketLink } from './basket-link';
import { LogoLink } from './logo-link';
import { useNavLinks } from './use-nav-links';
import './header.css';

// Radix Dialog comes with the drawer, on the first tap of the menu button.
const MenuDrawer = lazy(() => import('./menu-drawer'));

type Props = { appName: string; logo: string | undefined };

/** The site header of spec part 1 §2: a bar on desktop, a menu button and drawer on mobile. */
export function Header({ appName, logo }: Props) {
  const { t } = useTranslation();
  const links = useNavLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <LogoLink href={links.home} logo={logo} appName={appName} />
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <ul>
            <li>
              <AppLink href={links.bookActivity}>{t('nav.bookActivity')}</AppLink>
            </li>
            {links.buyMembership ? (
              <li>
                <AppLink href={links.buyMembership}>{t('nav.buyMembership')}</AppLink>
              </li>
            ) : null}
            <li>
              {links.signedIn ? (
                <AppLink href={links.myAccount}>{t('nav.myAccount')}</AppLink>
              ) : (
                <AppLink href={links.logIn}>{t('nav.logIn')}</AppLink>
              )}
            </li>
          </ul>
        </nav>
        <BasketLink href={links.basket} />
        <button
          type="button"
          className="site-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setDrawerWanted(true);
            setMenuOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
          <span>{t('nav.menu')}</span>
        </button>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} links={links} />
        </Suspense>
      ) : null}
    </header>
  );
}
