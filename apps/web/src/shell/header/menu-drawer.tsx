import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
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
  const titleId = useId();
  if (!open) return null;

  return (
    <ModalDialog className="menu-drawer" onClose={close} labelledBy={titleId}>
      <div className="menu-drawer__body">
        <div className="menu-drawer__top">
          <h2 id={titleId} className="menu-drawer__title">
            {t('nav.menu')}
          </h2>
          <button
            type="button"
            className="menu-drawer__close"
            aria-label={t('nav.closeMenu')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
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
      </div>
    </ModalDialog>
  );
}
