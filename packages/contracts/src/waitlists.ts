import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { optionalField } from './optional-field';
import { recordId, recordIdParam } from './record-id';

/** Waitlists (spec part 1 §3 Waitlist entry, §4 Waitlist leave, §7 my-account/waitlist). */

export const waitlistEntryStatuses = [
  'waiting',
  'offered',
  'accepted',
  'expired',
  'left',
  'dropped',
  'closed',
] as const;

const clock = z.object({ format24Hour: z.string(), raw: z.string() });

export const waitlistEntry = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD, venue time, of the session. */
  dateRaw: z.string(),
  /** Place in the session's queue, 1 for the first; null once the entry has left the queue. */
  order: z.number().int().nullable(),
  status: z.enum(waitlistEntryStatuses),
  /** While offered: until when the held place waits for an answer (ISO). */
  offerExpiresAt: z.string().nullable(),
  /** The same deadline as the offer email gives it: 'DD/MM/YYYY HH:mm' in the venue's time. */
  offerDeadline: z.string().nullable(),
  /** The attendee when it is not the signed-in customer (a family member). */
  attendee: z.object({ id: z.number().int(), name: z.string() }),
  /** The booking an accepted offer became. */
  bookingId: z.number().int().nullable(),
  waitlistable: z.object({
    /** The session's id, as the timetable calls it. */
    id: z.string(),
    name: z.string(),
    startsAt: clock,
    endsAt: clock,
    venueName: z.string(),
    venueSlug: z.string(),
    activitySlug: z.string(),
    location: z.object({ name: z.string() }),
    /** DD/MM/YYYY, venue time. */
    date: z.string(),
    /** Minor units and formatted, of the place the customer would be offered. */
    price: z.object({ formatted: z.string(), raw: z.number().int() }),
  }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const waitlistResponse = dataEnvelope(z.array(waitlistEntry));
export const waitlistEntryResponse = dataEnvelope(waitlistEntry);
export const waitlistEntryParams = z.object({ waitlistId: recordIdParam });

/** POST my-account/waitlist: join a full session's queue, for oneself or a linked family member. */
export const joinWaitlistBody = z.object({
  occurrenceId: recordIdParam,
  userId: optionalField(recordId),
});

/**
 * POST my-account/waitlist/{waitlistId}/accept: a free place is booked at once ('booked'); a priced one is
 * put in the basket, holding the place, and the customer pays at checkout ('basket').
 */
export const acceptOfferResponse = z.object({
  message: z.string(),
  data: z.object({
    outcome: z.enum(['booked', 'basket']),
    bookingId: z.number().int().nullable(),
    orderId: z.number().int().nullable(),
    entry: waitlistEntry,
  }),
});

export const joinedWaitlistMessage = 'You have joined the waitlist';
export const leftWaitlistMessage = 'You have left the waitlist';
export const placesAvailableMessage = 'There are places available in this session, please book instead.';
export const alreadyWaitingMessage = 'You are already on the waitlist for this session.';
export const alreadyBookedOnSessionMessage = 'You already have a booking for this session.';
export const offerExpiredMessage = 'This offer has expired.';
export const notOfferedMessage = 'No place has been offered for this waitlist entry yet.';
export const offerAcceptedMessage = 'Your place has been booked';
export const offerInBasketMessage = 'The place is in your basket: pay to confirm it.';
export const sessionStartedMessage = 'This session has already started.';

/** POST (201) and DELETE (200) my-account/waitlist: the spec's message and the entry as it now is. */
export const waitlistEntryMessageResponse = z.object({ message: z.string(), data: waitlistEntry });
export const notOnWaitlistMessage = 'This entry is no longer on the waitlist.';
