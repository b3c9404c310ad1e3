import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Modal } from '@/components/ui/modal';
import { usePaths } from '@/lib/paths-context';
import { ForgottenPasswordModal } from './forgotten-password-modal';
import { LoginForm } from './login-form';
import './login-modal.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cookies are set and the user is in the cache: tell the session, stay on the page. */
  onSignedIn: () => void;
};

/** The login modal of the bookings site (spec part 1 §2): the same form, without leaving the page. */
export default function LoginModal({ open, onOpenChange, onSignedIn }: Props) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={t('login.heading')}>
        <LoginForm
          onSignedIn={() => {
            onOpenChange(false);
            onSignedIn();
          }}
          onForgotPassword={() => {
            onOpenChange(false);
            setForgotOpen(true);
          }}
        />
        <ul className="login-modal__links">
          <li>
            <AppLink href={paths.account.register.getHref()}>{t('login.createAccount')}</AppLink>
          </li>
          <li>
            <AppLink href={paths.account.activate.getHref()}>{t('login.activateAccount')}</AppLink>
          </li>
        </ul>
      </Modal>
      <ForgottenPasswordModal open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
