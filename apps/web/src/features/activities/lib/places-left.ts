import type { ActivitySession } from '@leisure/contracts/activities';
import dayjs from 'dayjs';

export type Availability =
  | { kind: 'spaces'; count: number }
  | { kind: 'full' }
  | { kind: 'booked' }
  | { kind: 'opens'; day: string; time: string }
  | { kind: 'closed' };

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
  const opens = dayjs(session.firstBookableAt.utc);
  if (opens.isValid() && opens.isAfter(now)) {
    // The local reading is the venue's wall clock: read its date part as written, not in the browser's zone.
    const local = dayjs(session.firstBookableAt.local.slice(0, 10));
    return { kind: 'opens', day: local.format('D MMM'), time: session.firstBookableAt.format24Hour };
  }
  return { kind: 'closed' };
}

export function isBookable(availability: Availability): boolean {
  return availability.kind === 'spaces';
}
