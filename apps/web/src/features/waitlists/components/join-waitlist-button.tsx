import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, type ButtonSize } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { useJoinWaitlist } from '../api/join-waitlist';

export type WaitlistableSession = {
  id: string;
  name: string;
  startsAt: { format24Hour: string };
  /** The customer's entry in this session's queue, if any. */
  waitlistId: number | null;
};

type Props = {
  session: WaitlistableSession;
  signedIn: boolean;
  /** A visitor is asked to sign in first, as 'Book' does. */
  onSignInWanted: () => void;
  /** A family member the place would be for; the customer when missing. */
  userId?: number;
  size?: ButtonSize;
  /** Join at once: the customer pressed 'Join waitlist' as a visitor and has now signed in. */
  resume?: boolean;
  /** Called once a resumed join has been sent, so it is sent once. */
  onResumed?: () => void;
};

/** What a full session offers instead of 'Book': 'Join waitlist', or 'On waitlist' linking to the entry. */
export function JoinWaitlistButton({
  session,
  signedIn,
  onSignInWanted,
  userId,
  size = 'sm',
  resume = false,
  onResumed,
}: Props) {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const join = useJoinWaitlist();
  // Shown at once; the timetable's own waitlistId follows when it reloads.
  const [joinedId, setJoinedId] = useState<number | null>(null);
  const entryId = session.waitlistId ?? joinedId;
  const names = { name: session.name, time: session.startsAt.format24Hour };

  const onJoin = () => {
    if (!signedIn) return onSignInWanted();
    // Chained on the call, not passed to mutate(): a join resumed after signing in happens while the page
    // reloads for the new session, and the button that sent it may be replaced before a per-call callback.
    join
      .mutateAsync({ occurrenceId: session.id, ...(userId ? { userId } : {}) })
      .then((answer) => {
        setJoinedId(answer.data.id);
        showToast({ type: 'success', content: answer.message || t('waitlist.joinedToast') });
      })
      .catch((error: unknown) =>
        showToast({
          type: 'danger',
          content:
            error instanceof HttpError
              ? (error.serverMessage ?? error.message)
              : t('errors.generic', { ns: 'common' }),
        }),
      );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the sign-in it waited for lands
  useEffect(() => {
    if (!resume || !signedIn) return;
    onResumed?.();
    if (entryId === null && !join.isPending) onJoin();
  }, [resume, signedIn]);

  if (signedIn && entryId !== null) {
    return (
      <AppLink
        href={paths.account.waitlistEntry.getHref(entryId)}
        aria-label={t('waitlist.onWaitlistNamed', names)}
      >
        {t('waitlist.onWaitlist')}
      </AppLink>
    );
  }

  return (
    <Button
      size={size}
      variant="secondary"
      aria-label={t('waitlist.joinNamed', names)}
      disabled={join.isPending}
      aria-busy={join.isPending}
      onClick={onJoin}
    >
      {join.isPending ? t('waitlist.joining') : t('waitlist.join')}
    </Button>
  );
}
