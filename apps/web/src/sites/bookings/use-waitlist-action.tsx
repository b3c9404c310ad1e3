import { useState } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import {
  JoinWaitlistButton,
  type WaitlistableSession,
} from '@/features/waitlists/components/join-waitlist-button';
import { useSession } from '@/shell/session/session-context';
import { LazyLoginModal } from './lazy-login-modal';

/**
 * A full class's waitlist button on the timetable and the session page. A visitor gets the login modal
 * first, as 'Book' does, and is back on the same page to join.
 */
export function useWaitlistAction() {
  const session = useSession();
  const [loginWanted, setLoginWanted] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const signedIn = session.status === 'signed-in';

  const renderFor = (item: WaitlistableSession, options: { size?: ButtonSize; userId?: number } = {}) => (
    <JoinWaitlistButton
      session={item}
      signedIn={signedIn}
      size={options.size}
      userId={options.userId}
      onSignInWanted={() => {
        setLoginWanted(true);
        setLoginOpen(true);
      }}
    />
  );
  const loginModal = loginWanted ? <LazyLoginModal open={loginOpen} onOpenChange={setLoginOpen} /> : null;
  return { renderFor, loginModal, signedIn };
}
