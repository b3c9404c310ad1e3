import type { User } from '@leisure/contracts/user';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { LazyLoginModal } from '../bookings/lazy-login-modal';

// The account forms (react-hook-form, the operator's fields, the account words) load only when a form is
// wanted: a visitor first chooses between logging in and creating an account.
const forms = () => Promise.all([import('./joining-fields'), loadNamespaces('account')]).then(([m]) => m);
const CreateAccountPanel = lazy(() => forms().then((m) => ({ default: m.CreateAccountPanel })));
const JoiningFields = lazy(() => forms().then((m) => ({ default: m.JoiningFields })));

type Props = {
  /** The signed-in customer, or null for a visitor. */
  user: User | null;
  onDone: () => void;
  labelledBy: string;
};

/**
 * Your details (spec part 2 §2): a visitor logs in or creates an account in place; a customer checks
 * the joining fields and saves them; one who already holds a membership has their details on record
 * with the operator, so they are shown as not editable here (docs/decisions/043-joining-submit.md).
 */
export function YourDetailsStep({ user, onDone, labelledBy }: Props) {
  const { t } = useTranslation('joining');
  if (!user) return <VisitorDetails onDone={onDone} labelledBy={labelledBy} />;
  if (user.memberships.length > 0)
    return (
      <>
        <p>{t('details.locked')}</p>
        <p>{t('details.lockedHint')}</p>
        <Button onClick={onDone}>{t('steps.continue')}</Button>
      </>
    );
  return (
    <Suspense fallback={<Spinner />}>
      <JoiningFields onDone={onDone} labelledBy={labelledBy} />
    </Suspense>
  );
}

function VisitorDetails({ onDone, labelledBy }: Omit<Props, 'user'>) {
  const { t } = useTranslation('joining');
  const [loggingIn, setLoggingIn] = useState(false);
  const [creating, setCreating] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  // The form appears where the button was: focus goes to its first field once it has loaded.
  useEffect(() => {
    if (!creating || !form.current) return;
    const found = () => form.current?.querySelector<HTMLElement>('input, select, textarea');
    const first = found();
    if (first) return void first.focus();
    const watch = new MutationObserver(() => {
      const field = found();
      if (!field) return;
      watch.disconnect();
      field.focus();
    });
    watch.observe(form.current, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [creating]);
  return (
    <>
      <p>
        {t('details.haveAccount')}{' '}
        <Button variant="text" onClick={() => setLoggingIn(true)}>
          {t('details.logIn')}
        </Button>
      </p>
      {creating ? (
        <div ref={form}>
          <Suspense fallback={<Spinner />}>
            <CreateAccountPanel onDone={onDone} labelledBy={labelledBy} />
          </Suspense>
        </div>
      ) : (
        <>
          <p>{t('details.newHere')}</p>
          <Button onClick={() => setCreating(true)}>{t('details.createAccount')}</Button>
        </>
      )}
      {/* Mounted only when asked for: the modal's code loads then. */}
      {loggingIn ? <LazyLoginModal open onOpenChange={setLoggingIn} onSignedIn={onDone} /> : null}
    </>
  );
}
