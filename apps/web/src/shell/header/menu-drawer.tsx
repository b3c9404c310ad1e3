import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { useGoTo } from '@/lib/use-go-to';
import { useSession } from '../session/session-context';
import type { useNavLinks } from './use-nav-links';
import './menu-drawer.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: ReturnType<typeof useNavLinks>;
};

/** The mobile side drawer of spec part 1 §2: focus stays inside, Escape closes it. */
export default function MenuDrawer({ open, onOpenChange, links }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const goTo = useGoTo();
  const close = () => onOpenChange(false);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-drawer__overlay" />
        <Dialog.Content
          className="menu-drawer"
          aria-describedby={undefined}
          // Radix gives focus back only to a Dialog.Trigger; the drawer opens from state, so the menu
          // button that had focus is kept and given it back (a link followed has moved the page on anyway).
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="menu-drawer__top">
            <Dialog.Title className="menu-drawer__title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="menu-drawer__close" aria-label={t('nav.closeMenu')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.main')}>
            <ul className="menu-drawer__links">
              <li>
                <AppLink href={links.bookActivity} onClick={close}>
                  {t('nav.bookActivity')}
                </AppLink>
              </li>
              {links.buyMembership ? (
                <li>
                  <AppLink href={links.buyMembership} onClick={close}>
                    {t('nav.buyMembership')}
                  </AppLink>
                </li>
              ) : null}
              <li>
                <AppLink href={links.basket} onClick={close}>
                  {t('nav.basket')}
                </AppLink>
              </li>
              {links.signedIn ? (
                <li>
                  <AppLink href={links.myAccount} onClick={close}>
                    {t('nav.myAccount')}
                  </AppLink>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="menu-drawer__account">
            {links.signedIn ? (
              <Button
                variant="secondary"
                block
                onClick={() => {
                  close();
                  void session.logOut();
                }}
              >
                {t('nav.logOut')}
              </Button>
            ) : (
              <>
                <p>{t('nav.loginPrompt')}</p>
                <Button
                  block
                  size="lg"
                  onClick={() => {
                    close();
                    void goTo(links.logIn);
                  }}
                >
                  {t('nav.logIn')}
                </Button>
                <AppLink href={links.register} onClick={close} className="menu-drawer__register">
                  {t('nav.createAccount')}
                </AppLink>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
