import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';

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
  /** Who attends the course: the customer or a family member they booked it for. */
  attendee: z.object({ id: z.number().int(), name: z.string() }),
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

export const bookingBundleParams = z.object({ bookingBundleId: recordIdParam });
export const bookingBundleQuery = z.object({ cancellationSource: z.string().max(50).optional() });
export const bookingBundleResponse = dataEnvelope(bookingBundle);
export const cancelBundleResponse = z.object({ message: z.string(), data: bookingBundle });

export const courseCancelledMessage = 'Your course booking has been cancelled';
export const cancelWindowClosedMessage =
  'Cancel window closed: this course can no longer be cancelled online.';
export const courseAlreadyCancelledMessage = 'This course booking has already been cancelled.';
/** DELETE of one session of a course booking: a course is cancelled as a whole. */
export const courseSessionCancelMessage = 'This session is part of a course: cancel the course instead.';
/** A cart add of one session of a course: a course is booked as a whole. */
export const courseSessionAddMessage = 'This session is part of a course: book the whole course instead.';
/** A cart add of a course the attendee already holds. */
export const courseAlreadyBookedMessage = 'You are already booked on this course.';
/** A cart add of a course with no session still to come. */
export const courseNotBookableMessage = 'This course has no sessions left to book.';

/**
 * GET /api/activities/courses/{courseId}: a course as the bookings site offers it (our path; the spec does
 * not show how a course is booked). `courseId` is the course's activity id; it is put in the basket with
 * cart add `{ items: [{ id: courseId, type: 'av2BookingBundle' }] }`, which holds a place in every session
 * still to come.
 */
export const courseSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }),
  venue: z.object({ name: z.string(), slug: z.string() }),
  instructors: z.array(z.object({ name: z.string() })),
  price: z.object({ formatted: z.string(), raw: z.number().int() }),
  /** The sessions still to come, which a booking now would include. */
  sessions: z.array(
    z.object({
      id: z.string(),
      startsAt: local,
      endsAt: local,
      locationName: z.string(),
      availableSpots: z.number().int(),
    }),
  ),
  /** 'BOOK', 'FULL' (a session to come has no place left), 'BOOKED' (the customer has it) or null (nothing to come, or not yet released). */
  actionToShow: z.object({ status: z.string().nullable(), reason: z.string().nullable() }),
  bookingBundleId: z.number().int().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummary>;
export const courseParams = z.object({ courseId: recordIdParam });
export const courseResponse = dataEnvelope(courseSummary);
