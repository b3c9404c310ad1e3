import type { WaitlistEntry } from '@leisure/contracts/waitlists';

type Status = WaitlistEntry['status'];

/** Only waiting and offered entries hold a place in the session's queue; the others have ended. */
export function isInQueue(status: Status): boolean {
  return status === 'waiting' || status === 'offered';
}

/** Spec part 1 §3: start and end in the venue's 24-hour local time, 'HH:mm–HH:mm'. */
export function entryTimes(entry: WaitlistEntry): string {
  const { startsAt, endsAt } = entry.waitlistable;
  return `${startsAt.format24Hour}–${endsAt.format24Hour}`;
}

/** The attendee is named only when the place would be a family member's, not the customer's own. */
export function familyAttendeeOf(entry: WaitlistEntry, customerId: number | undefined): string | null {
  return customerId !== undefined && entry.attendee.id !== customerId ? entry.attendee.name : null;
}

/** When an offered place stops being held, in the venue's time, as the offer email says it. */
export function offerDeadlineOf(entry: WaitlistEntry): string | null {
  return entry.status === 'offered' ? entry.offerDeadline : null;
}
