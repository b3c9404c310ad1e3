import type { ActivitySession } from '@leisure/contracts/activities';

export type Availability =
  | { kind: 'spaces'; count: number }
  | { kind: 'full' }
  | { kind: 'booked' }
  | { kind: 'opens'; day: string; time: string }
  | { kind: 'closed' };

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'D MMM' of a 'YYYY-MM-DD…' wall-clock reading (no date library on the timetable's first load). */
function dayMonth(local: string): string | null {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(local);
  const month = match && months[Number(match[1]) - 1];
  return month ? `${Number(match[2])} ${month}` : null;
}

type SessionState = Pick<ActivitySession, 'spaces' | 'actionToShow' | 'firstBookableAt'>;

/**
 * What the timetable says about a session's places: '{n} spaces left', 'Full', or, before its
 * release, 'Opens {D MMM} at {HH:mm}' in the venue's own time.
 */
export function availabilityOf(session: SessionState, now: Date = new Date()): Availability {
  const status = session.actionToShow.status;
  if (status === 'BOOKED') return { kind: 'booked' };
  if (status === 'FULL' || (status === 'BOOK' && session.spaces <= 0)) return { kind: 'full' };
  if (status === 'BOOK') return { kind: 'spaces', count: session.spaces };
  const opens = Date.parse(session.firstBookableAt.utc);
  if (opens > now.getTime()) {
    // The local reading is the venue's wall clock: its date part as written, not read in the browser's zone.
    const day = dayMonth(session.firstBookableAt.local);
    if (day) return { kind: 'opens', day, time: session.firstBookableAt.format24Hour };
  }
  return { kind: 'closed' };
}

export function isBookable(availability: Availability): boolean {
  return availability.kind === 'spaces';
}
