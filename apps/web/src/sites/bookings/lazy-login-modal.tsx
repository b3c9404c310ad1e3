import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useSession } from '@/shell/session/session-context';

// The modal and the account words load on first use: most visitors of the bookings site never log in here.
const LoginModal = lazy(() =>
  Promise.all([import('@/features/auth/components/login-modal'), loadNamespaces('account')]).then(
    ([module]) => module,
  ),
);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the page does next, once the session knows of the sign-in. */
  onSignedIn?: () => void;
};

/** The login modal of spec part 1 §2, loaded when first opened; signing in leaves the visitor on the page. */
export function LazyLoginModal({ open, onOpenChange, onSignedIn }: Props) {
  const session = useSession();
  return (
    <Suspense fallback={null}>
      <LoginModal
        open={open}
        onOpenChange={onOpenChange}
        onSignedIn={() => {
          session.signedIn();
          onSignedIn?.();
        }}
      />
    </Suspense>
  );
}
