import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';

/** The Booking of spec part 1 §3, with the fields outside tools read (spec part 3, "My bookings"). */

export const bookingFilters = ['future', 'past'] as const;
export const bookingsQuery = z.object({ filter: z.enum(bookingFilters).default('future') });

const clock = z.object({ format24Hour: z.string(), raw: z.string() });

export const booking = z.object({
  id: z.number().int(),
  status: z.string(),
  orderId: z.number().int().nullable(),
  /** DD/MM/YYYY, venue time. */
  date: z.string(),
  /** HH:MM, venue time. */
  time: z.string(),
  description: z.string().nullable(),
  simpleName: z.string(),
  name: z.string(),
  /** The category's name. */
  category: z.string(),
  venue: z.object({ id: z.number().int(), name: z.string() }),
  venueName: z.string(),
  locationName: z.string(),
  price: z.object({ formatted: z.string(), raw: z.number().int() }),
  /** 'courses' or 'other'. */
  bookingType: z.string(),
  attended: z.boolean(),
  /** "60min" */
  duration: z.string(),
  startsAt: clock,
  endsAt: clock,
  canBeCancelled: z.boolean(),
  isV2Booking: z.boolean(),
  cancellation: z.object({ canCancel: z.boolean(), cutOff: z.string() }),
  cancellationCutOff: z.object({ cutoffAction: z.string(), cutoffMessage: z.string().nullable() }),
  awardsCredit: z.object({ canBeAwarded: z.boolean(), message: z.string().nullable() }),
  /** The operator's late-cancellation fee, present when cancelling now would charge it. */
  lateCancellationFee: z.object({ formatted: z.string() }).nullable(),
  /** A course session: its course booking and its place among the course's sessions (1-based). */
  bookingBundleContext: z
    .object({
      id: z.number().int(),
      settledBookingPosition: z.number().int(),
      totalSettledBookings: z.number().int(),
    })
    .nullable(),
  item: z.object({
    location: z.object({ name: z.string(), venueSlug: z.string() }),
    /** raw: YYYY-MM-DD, venue time. */
    date: z.object({ raw: z.string() }),
    startsAt: z.object({ format24Hour: z.string() }),
  }),
});
export type Booking = z.infer<typeof booking>;
export const bookingsResponse = dataEnvelope(z.array(booking));

export const alreadyBookedMessage = 'You already have a booking for this session.';

/** DELETE activities/bookings/{id}/: where the customer cancelled from (spec part 1 §7). */
export const cancelBookingQuery = z.object({ source: z.string().max(50).optional() });
export const cancelBookingParams = z.object({ id: recordIdParam });
export const cancelledBooking = z.object({
  id: z.number().int(),
  status: z.string(),
  /** Minor units added to the booker's general credit; 0 when none. */
  creditAwarded: z.number().int(),
});
export const cancelBookingResponse = z.object({ message: z.string(), data: cancelledBooking });

export const bookingCancelledMessage = 'Your booking has been cancelled';
export const startingSoonMessage = 'Cannot cancel due to booking starting soon.';
export const alreadyCancelledMessage = 'This booking has already been cancelled.';
export const creditWillBeAddedMessage =
  'A credit for the value of this booking will be added to your account.';
export const notEligibleForCreditMessage = 'You are not eligible for credit for this booking.';

/** GET v1/activities/bookings (spec part 1 §7): a customer's or a family member's V2 bookings. */
export const v2BookingsQuery = z
  .object({
    userId: recordIdParam,
    startsAfter: z.string().max(40).optional(),
    startsBefore: z.string().max(40).optional(),
    cancellationSource: z.string().max(50).optional(),
  })
  .refine((q) => (q.startsAfter === undefined) !== (q.startsBefore === undefined), {
    message: 'Give either starts_after or starts_before.',
    path: ['startsAfter'],
  });

/** PATCH v1/activities/bookings (spec part 1 §7): cancel V2 bookings. */
export const v2CancelBody = z.object({
  data: z.object({ cancellationSource: z.string().max(50) }),
  updateType: z.literal('cancellation'),
  bookingIds: z.array(recordIdParam).min(1).max(50),
});
export const v2CancelOutcome = z.object({
  id: z.number().int(),
  /** 'cancelled', or 'not-cancelled' with the reason in message. */
  status: z.string(),
  creditAwarded: z.number().int(),
  message: z.string(),
});
export const v2CancelResponse = z.object({ message: z.string(), data: z.array(v2CancelOutcome) });
export const someNotCancelledMessage = 'Some bookings could not be cancelled.';
