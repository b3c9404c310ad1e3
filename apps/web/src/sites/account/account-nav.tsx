import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { usePaths } from '@/lib/paths-context';
import { useSession } from '@/shell/session/session-context';
import { accountNavLinks, isCurrentSection } from './account-nav-links';
import './account-nav.css';

/** The account site's own navigation: a bar on desktop, the 'Account' dropdown under 576 px. */
export function AccountNav() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const config = useClientConfig();
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const links = accountNavLinks(paths, config.onlineGuestPassesEnabled);
  const current = (href: string) => (isCurrentSection(href, pathname) ? 'page' : undefined);

  // A choice in the dropdown is a move to another page: the menu folds away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <nav className="account-nav account-nav--desktop" aria-label={t('nav.label')}>
        <ul>
          {links.desktop.map((link) => (
            <li key={link.key}>
              <AppLink href={link.href} aria-current={current(link.href)}>
                {t(`nav.${link.key}`)}
              </AppLink>
            </li>
          ))}
          <li>
            <button type="button" className="account-nav__logout" onClick={() => void session.logOut()}>
              {t('nav.logOut')}
            </button>
          </li>
        </ul>
      </nav>
      <nav className="account-nav account-nav--mobile" aria-label={t('nav.label')}>
        <button
          type="button"
          className="account-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((was) => !was)}
        >
          {t('nav.mobileToggle')}
          <span aria-hidden="true" className="account-nav__caret" />
        </button>
        <ul id={menuId} hidden={!open}>
          {links.mobile.map((link) => (
            <li key={link.key}>
              <AppLink href={link.href} aria-current={current(link.href)}>
                {t(`nav.${link.key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
