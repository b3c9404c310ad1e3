import { useRef, useState } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import {
  JoinWaitlistButton,
  type WaitlistableSession,
} from '@/features/waitlists/components/join-waitlist-button';
import { useSession } from '@/shell/session/session-context';
import { LazyLoginModal } from './lazy-login-modal';

/**
 * A full class's waitlist button on the timetable and the session page. A visitor gets the login modal
 * first, as 'Book' does, and once signed in there joins the queue of the session they pressed, by itself.
 */
export function useWaitlistAction() {
  const session = useSession();
  const [loginWanted, setLoginWanted] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const signedIn = session.status === 'signed-in';
  // The session whose 'Join waitlist' opened the login modal, and the same once the customer signed in.
  const waiting = useRef<string | null>(null);
  const [resumeFor, setResumeFor] = useState<string | null>(null);

  const renderFor = (item: WaitlistableSession, options: { size?: ButtonSize; userId?: number } = {}) => (
    <JoinWaitlistButton
      session={item}
      signedIn={signedIn}
      size={options.size}
      userId={options.userId}
      resume={resumeFor === item.id}
      onResumed={() => setResumeFor(null)}
      onSignInWanted={() => {
        waiting.current = item.id;
        setLoginWanted(true);
        setLoginOpen(true);
      }}
    />
  );
  const loginModal = loginWanted ? (
    <LazyLoginModal
      open={loginOpen}
      onOpenChange={setLoginOpen}
      onSignedIn={() => {
        setResumeFor(waiting.current);
        waiting.current = null;
      }}
    />
  ) : null;
  return { renderFor, loginModal, signedIn };
}
