import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';

export const startedMessage = 'This session has already started';
export const cancelledMessage = 'This session has been cancelled';

/** What the rules need of a session. */
export type SessionState = {
  capacity: number;
  bookedCount: number;
  status: string;
  startsAt: Date;
  firstBookableAt: Date;
};

export type Bookability =
  | { ok: true }
  | { ok: false; reason: 'full' | 'not-released' | 'started' | 'cancelled'; message: string };

/** Places nobody has: booked places and places held in other people's baskets are both taken. */
export function placesLeft(session: Pick<SessionState, 'capacity' | 'bookedCount'>, heldByOthers: number) {
  return Math.max(0, session.capacity - session.bookedCount - heldByOthers);
}

/** Whether one more place can be taken now, and if not, why, in the spec's words. */
export function bookability(session: SessionState, now: Date, heldByOthers: number): Bookability {
  if (session.status === 'cancelled') return { ok: false, reason: 'cancelled', message: cancelledMessage };
  if (session.startsAt.getTime() <= now.getTime()) {
    return { ok: false, reason: 'started', message: startedMessage };
  }
  if (session.firstBookableAt.getTime() > now.getTime()) {
    return { ok: false, reason: 'not-released', message: notYetBookableMessage };
  }
  if (placesLeft(session, heldByOthers) === 0) return { ok: false, reason: 'full', message: fullMessage };
  return { ok: true };
}

export type ActionToShow = { status: 'BOOK' | 'FULL' | 'BOOKED' | null; reason: string | null };

/**
 * The button a timetable shows (spec part 3): 'BOOKED' when the customer has a place (even in a session
 * that is now full), 'BOOK' or 'FULL' once released, nothing before release or once started.
 */
export function actionToShow(
  session: SessionState,
  now: Date,
  heldByOthers: number,
  hasOwnBooking: boolean,
): ActionToShow {
  const verdict = bookability(session, now, heldByOthers);
  if (verdict.ok) return { status: hasOwnBooking ? 'BOOKED' : 'BOOK', reason: null };
  if (verdict.reason === 'full') {
    return hasOwnBooking ? { status: 'BOOKED', reason: null } : { status: 'FULL', reason: verdict.message };
  }
  return { status: null, reason: verdict.message };
}
