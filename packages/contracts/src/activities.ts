import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { picture } from './image';

/**
 * The bookings API as the real product's outside tools read it (spec part 3). Written in camelCase;
 * the wire is snake_case (`fullDatePretty` ↔ `full_date_pretty`, `format24Hour` ↔ `format_24_hour`).
 * A renamed field here fails the build of both sides and every tool's shape test.
 */

/**
 * A day that is on the calendar, in years a timetable can hold: 2026-02-30 is no day, and 0000-01-01 or
 * 9999-12-31 (whose next day is in year 10000) reached the database's date arithmetic and failed there.
 */
function isTimetableDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be valid.')
  .refine(isTimetableDay, 'Date must be valid.');
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM.');

/** One calendar day in the venue's time zone. */
export const sessionDate = z.object({
  raw: isoDate,
  /** DD/MM/YYYY */
  rawPretty: z.string(),
  /** Sat */
  dayPretty: z.string(),
  /** 26 Sep */
  datePretty: z.string(),
  /** Sat 26 September 2026 */
  fullDatePretty: z.string(),
  /** 26 September 2026 */
  fullDate: z.string(),
  /** Whole days from today (venue time): 0 today, 1 tomorrow, -1 yesterday. */
  difference: z.number().int(),
  tz: z.string(),
});
export type SessionDate = z.infer<typeof sessionDate>;

export const clock = z.object({
  /** 7:00pm */
  format12Hour: z.string(),
  /** 19:00 */
  format24Hour: z.string(),
});

/** An instant with its local reading, as the release time of a session is given. */
export const instant = z.object({
  utc: z.string(),
  local: z.string(),
  timezone: z.string(),
  format12Hour: z.string(),
  format24Hour: z.string(),
});

export const sessionLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  slug: z.string(),
  venueId: z.number().int(),
  venueSlug: z.string(),
});

export const sessionPrice = z.object({
  benefitApplied: z.boolean(),
  packageApplied: z.boolean(),
  formatted: z.string(),
  raw: z.number().int(),
});

export const fullMessage = 'The session being booked is already full';
export const notYetBookableMessage = 'You cannot book this activity yet';

export const actionToShow = z.object({
  /** 'BOOK' when bookable, 'FULL' when full, 'BOOKED' when the customer has a place, null before release or once started. */
  status: z.enum(['BOOK', 'FULL', 'BOOKED']).nullable(),
  reason: z.string().nullable(),
});

/** The signed-in customer's own booking of the session. */
export const ownBooking = z.object({ id: z.number().int(), status: z.string() });

/** A session (or, for courts, a time slot across the courts) as times, v2/times and timetable list it. */
export const activitySession = z.object({
  /** Opaque on the wire: the occurrence id as a string (for slots, the first free court's). */
  id: z.string(),
  name: z.string(),
  activitySlug: z.string(),
  categorySlug: z.string(),
  /** "60min" */
  duration: z.string(),
  instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  venueName: z.string(),
  venueSlug: z.string(),
  date: sessionDate,
  startsAt: clock,
  endsAt: clock,
  firstBookableAt: instant,
  lastBookableAt: instant,
  location: sessionLocation,
  slotDisplayLocation: z.string(),
  price: sessionPrice,
  pricingOptionId: z.number().int(),
  cartType: z.literal('purchasableOccurrence'),
  compositeKey: z.string(),
  /** Places left (for slots: courts free). */
  spaces: z.number().int(),
  spacesRemaining: z.number().int(),
  capacity: z.number().int(),
  bookingsCount: z.number().int(),
  booking: ownBooking.nullable(),
  waitlistId: z.number().int().nullable(),
  actionToShow,
  restrictions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  restrictionIds: z.array(z.number().int()),
  requiresInduction: z.boolean(),
  benefitAvailable: z.boolean(),
  allowsAnonymousBookings: z.boolean(),
  /** 'class' or 'slot'. */
  bookingType: z.enum(['class', 'slot']),
});
export type ActivitySession = z.infer<typeof activitySession>;
export const activitySessionsResponse = dataEnvelope(z.array(activitySession));

/** A day that has sessions in a category, for the day picker. */
export const categoryDate = sessionDate.extend({ today: z.boolean(), sessionCount: z.number().int() });
export const categoryDatesResponse = dataEnvelope(z.array(categoryDate));

export const datesQuery = z.object({
  /** First day to list (venue time), today when missing; at most 28 days are listed. */
  from: isoDate.optional(),
});
export const dateQuery = z.object({ date: isoDate });
export const slotsQuery = z.object({ date: isoDate, startTime: clockTime, endTime: clockTime });

/** A court (or lane) free at the asked time: what a slot booking books. */
export const courtSlot = z.object({
  /** The occurrence id, as a string, to put in the basket. */
  id: z.string(),
  name: z.string(),
  location: z.object({ id: z.number().int(), name: z.string() }),
  price: sessionPrice,
  pricingOptionId: z.number().int(),
  available: z.boolean(),
});
export const courtSlotsResponse = dataEnvelope(z.array(courtSlot));

export const ticket = z.object({
  id: z.number().int(),
  name: z.string(),
  price: sessionPrice,
  pricingOption: z.object({ id: z.number().int(), kind: z.string() }),
  /** Whether the signed-in customer (or a visitor) may buy at this price. */
  available: z.boolean(),
});

/** `GET /api/v1/activities/occurrences/{id}`: one session with the tickets it can be bought with. */
export const occurrenceDetail = activitySession.extend({
  description: z.string().nullable(),
  /** The activity's picture; null when the operator has given none. */
  image: picture.nullable(),
  startsAtUtc: z.string(),
  endsAtUtc: z.string(),
  tickets: z.array(ticket),
});
export type OccurrenceDetail = z.infer<typeof occurrenceDetail>;
export const occurrenceDetailResponse = dataEnvelope(occurrenceDetail);

/** An activity of a venue, for the timetable's filters. */
export const activitySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categorySlug: z.string(),
  categoryName: z.string(),
  bookingType: z.enum(['class', 'slot']),
  durationMinutes: z.number().int(),
  allowsAnonymousBookings: z.boolean(),
  /** The activity's picture; null (or absent) when the operator has given none. */
  image: picture.nullish(),
});
export const activityCategorySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  activities: z.array(activitySummary),
});
export type ActivityCategorySummary = z.infer<typeof activityCategorySummary>;
/** `GET /api/activities/venue/{venue_slug}/categories`: what a venue offers, by category. */
export const venueCategoriesResponse = dataEnvelope(z.array(activityCategorySummary));
