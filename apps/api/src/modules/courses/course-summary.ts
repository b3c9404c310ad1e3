import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';
import type { CourseSummary } from '@leisure/contracts/courses';
import { toPrice } from '@leisure/contracts/money';
import { localDateTime } from '../../platform/local-time';
import type { OccurrenceFacts } from '../activities/activities.service';
import { placesLeft } from '../activities/session-rules';
import type { CourseRow } from './courses.repository';

export type CourseAction = CourseSummary['actionToShow'];

/**
 * The course's button: BOOKED when the customer holds it; nothing before its first session to come is
 * released (later sessions need not be: a course is bought as a whole when it opens); FULL when any
 * session to come has no place left; else BOOK.
 */
export function courseAction(
  toCome: { facts: OccurrenceFacts; placesLeft: number }[],
  now: Date,
  booked: boolean,
): CourseAction {
  if (booked) return { status: 'BOOKED', reason: null };
  const first = toCome[0];
  if (!first) return { status: null, reason: null };
  if (first.facts.firstBookableAt > now) return { status: null, reason: notYetBookableMessage };
  if (toCome.some((s) => s.placesLeft === 0)) return { status: 'FULL', reason: fullMessage };
  return { status: 'BOOK', reason: null };
}

export function toCourseSummary(
  course: CourseRow,
  sessions: OccurrenceFacts[],
  held: Map<number, number>,
  { currency, now, bookingBundleId }: { currency: string; now: Date; bookingBundleId: number | null },
): CourseSummary {
  const toCome = sessions
    .filter((s) => s.startsAt > now)
    .map((facts) => ({ facts, placesLeft: placesLeft(facts, held.get(facts.id) ?? 0) }));
  const instructors = [...new Set(sessions.flatMap((s) => s.instructorNames))];
  const price = toPrice(course.price, currency);
  return {
    id: course.id,
    name: course.name,
    slug: course.slug,
    description: course.description,
    category: { name: course.categoryName, slug: course.categorySlug },
    venue: { name: course.venueName, slug: course.venueSlug },
    instructors: instructors.map((name) => ({ name })),
    price: { formatted: price.formatted, raw: price.raw },
    sessions: toCome.map(({ facts, placesLeft }) => ({
      id: String(facts.id),
      startsAt: { local: localDateTime(facts.startsAt, facts.timeZone) },
      endsAt: { local: localDateTime(facts.endsAt, facts.timeZone) },
      locationName: facts.locationName,
      availableSpots: placesLeft,
    })),
    actionToShow: courseAction(toCome, now, bookingBundleId !== null),
    bookingBundleId,
  };
}
