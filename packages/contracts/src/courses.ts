import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** Course booking bundles (spec part 2 §2 Course booking details, §3 Course booking bundle, §7). */

const local = z.object({ local: z.string() });

export const bookingBundle = z.object({
  id: z.number().int(),
  /** 'active' or 'cancelled'. */
  status: z.string(),
  name: z.string(),
  /** Operator HTML, sanitised. */
  description: z.string().nullable(),
  category: z.object({ name: z.string() }),
  venue: z.object({ name: z.string() }),
  instructors: z.array(z.object({ name: z.string() })),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      /** 'active' or 'cancelled'. */
      status: z.string(),
      /** YYYY-MM-DDTHH:MM:SS in the venue's time zone, no offset. */
      startsAt: local,
      endsAt: local,
      locationName: z.string(),
      venue: z.object({ name: z.string() }),
      /** Places left in the session, where known. */
      availableSpots: z.number().int().nullable(),
    }),
  ),
  scheduleId: z.number().int(),
  /** value in major units, as the real product sends it. */
  totalPrice: z.object({ value: z.number(), formatted: z.string(), currency: z.string() }),
  cancellation: z.object({
    canCancel: z.boolean(),
    /** Minor units the cancellation would credit; 0 when none. */
    creditAmount: z.number().int(),
    creditFormatted: z.string(),
  }),
});
export type BookingBundle = z.infer<typeof bookingBundle>;

export const bookingBundleParams = z.object({ bookingBundleId: z.coerce.number().int().positive() });
export const bookingBundleQuery = z.object({ cancellationSource: z.string().max(50).optional() });
export const bookingBundleResponse = dataEnvelope(bookingBundle);
export const cancelBundleResponse = z.object({ message: z.string(), data: bookingBundle });

export const courseCancelledMessage = 'Your course booking has been cancelled';
export const cancelWindowClosedMessage = 'The cancellation window for this course has closed.';
export const courseAlreadyCancelledMessage = 'This course booking has already been cancelled.';
