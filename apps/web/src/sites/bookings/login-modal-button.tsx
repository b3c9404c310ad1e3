import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loadNamespaces } from '@/lib/i18n';
import { useSession } from '@/shell/session/session-context';

// The modal and the account words load on the first click: most visitors of the bookings site never log in here.
const LoginModal = lazy(() =>
  Promise.all([import('@/features/auth/components/login-modal'), loadNamespaces('account')]).then(
    ([module]) => module,
  ),
);

/** 'Log in' on the bookings site: the login modal of spec part 1 §2, without leaving the page. */
export function LoginModalButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  if (session.status !== 'anonymous') return null;
  return (
    <p className="login-modal-button">
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('nav.logIn')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LoginModal open={open} onOpenChange={setOpen} onSignedIn={session.signedIn} />
        </Suspense>
      ) : null}
    </p>
  );
}
