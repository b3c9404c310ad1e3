import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  activities,
  activityCategories,
  instructors,
  locations,
  occurrences,
  pricingOptions,
} from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { bookingBundles } from './courses.tables';

/** The pricing option that makes an activity of a 'courses' category a course: the whole course's price. */
export const coursePriceKind = 'course';
export const courseCategoryKind = 'courses';

export type CourseRow = NonNullable<Awaited<ReturnType<CoursesRepository['findCourse']>>>;
export type BundleRow = NonNullable<Awaited<ReturnType<CoursesRepository['findBundle']>>>;
export type BundleSessionRow = Awaited<ReturnType<CoursesRepository['bundleSessions']>>[number];

/**
 * Courses and course bookings ("booking bundles"). A course is read from the activities' tables (a read
 * view, as bookings.repository does); only `booking_bundles` is written here.
 */
export function createCoursesRepository(db: Executor) {
  return {
    /** An activity of a 'courses' category that has a course price; null for anything else. */
    async findCourse(clientId: number, courseId: number) {
      const rows = await db
        .select({
          id: activities.id,
          name: activities.name,
          slug: activities.slug,
          description: activities.description,
          allowsAnonymousBookings: activities.allowsAnonymousBookings,
          categoryName: activityCategories.name,
          categorySlug: activityCategories.slug,
          venueName: venues.name,
          venueSlug: venues.slug,
          timeZone: venues.timeZone,
          pricingOptionId: pricingOptions.id,
          price: pricingOptions.price,
        })
        .from(activities)
        .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
        .innerJoin(venues, eq(venues.id, activities.venueId))
        .innerJoin(
          pricingOptions,
          and(eq(pricingOptions.activityId, activities.id), eq(pricingOptions.kind, coursePriceKind)),
        )
        .where(
          and(
            eq(activities.id, courseId),
            eq(activities.clientId, clientId),
            eq(activityCategories.kind, courseCategoryKind),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** The course's scheduled sessions starting after `from`, first first (occurrences_activity_starts_idx). */
    async sessionIds(clientId: number, courseId: number, from: Date): Promise<number[]> {
      const rows = await db
        .select({ id: occurrences.id })
        .from(occurrences)
        .where(
          and(
            eq(occurrences.activityId, courseId),
            eq(occurrences.clientId, clientId),
            eq(occurrences.status, 'scheduled'),
            gt(occurrences.startsAt, from),
          ),
        )
        .orderBy(asc(occurrences.startsAt), asc(occurrences.id));
      return rows.map((r) => r.id);
    },

    /** The customer's active course booking of this course, if any (booking_bundles_user_idx). */
    async activeBundleOf(clientId: number, userId: number, courseId: number): Promise<number | null> {
      const rows = await db
        .select({ id: bookingBundles.id })
        .from(bookingBundles)
        .where(
          and(
            eq(bookingBundles.userId, userId),
            eq(bookingBundles.status, 'active'),
            eq(bookingBundles.activityId, courseId),
            eq(bookingBundles.clientId, clientId),
          ),
        )
        .limit(1);
      return rows[0]?.id ?? null;
    },

    async insertBundle(values: typeof bookingBundles.$inferInsert): Promise<number> {
      const [row] = await db.insert(bookingBundles).values(values).returning({ id: bookingBundles.id });
      return row!.id;
    },

    /** A course booking with its course, category and venue; `lock` holds the bundle row (FOR UPDATE). */
    async findBundle(clientId: number, id: number, lock = false) {
      const query = db
        .select({
          id: bookingBundles.id,
          status: bookingBundles.status,
          userId: bookingBundles.userId,
          bookedByUserId: bookingBundles.bookedByUserId,
          orderId: bookingBundles.orderId,
          totalPrice: bookingBundles.totalPrice,
          activityId: bookingBundles.activityId,
          name: activities.name,
          description: activities.description,
          cancellationCutoffMinutes: activities.cancellationCutoffMinutes,
          cancellationAwardsCredit: activities.cancellationAwardsCredit,
          categoryName: activityCategories.name,
          venueName: venues.name,
          timeZone: venues.timeZone,
          attendeeFirstName: users.firstName,
          attendeeLastName: users.lastName,
        })
        .from(bookingBundles)
        .innerJoin(users, eq(users.id, bookingBundles.userId))
        .innerJoin(activities, eq(activities.id, bookingBundles.activityId))
        .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
        .innerJoin(venues, eq(venues.id, activities.venueId))
        .where(and(eq(bookingBundles.id, id), eq(bookingBundles.clientId, clientId)))
        .limit(1);
      const [row] = lock ? await query.for('update', { of: bookingBundles }) : await query;
      return row ?? null;
    },

    /** The bundle's bookings with their sessions, first session first (bookings_bundle_idx). */
    bundleSessions(bundleId: number) {
      return db
        .select({
          id: bookings.id,
          status: bookings.status,
          occurrenceId: bookings.occurrenceId,
          startsAt: occurrences.startsAt,
          endsAt: occurrences.endsAt,
          capacity: occurrences.capacity,
          bookedCount: occurrences.bookedCount,
          locationName: locations.name,
          venueName: venues.name,
          timeZone: venues.timeZone,
          instructorName: instructors.name,
        })
        .from(bookings)
        .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .innerJoin(locations, eq(locations.id, occurrences.locationId))
        .innerJoin(venues, eq(venues.id, occurrences.venueId))
        .leftJoin(instructors, eq(instructors.id, occurrences.instructorId))
        .where(eq(bookings.bundleId, bundleId))
        .orderBy(asc(occurrences.startsAt), asc(bookings.id));
    },

    /** An order's course bookings → cancelled, when the order is undone. */
    async cancelActiveOfOrder(orderId: number, at: Date): Promise<number> {
      const rows = await db
        .update(bookingBundles)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(bookingBundles.orderId, orderId), eq(bookingBundles.status, 'active')))
        .returning({ id: bookingBundles.id });
      return rows.length;
    },

    /** Active → cancelled; false when it was no longer active. */
    async markCancelled(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookingBundles)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(bookingBundles.id, id), eq(bookingBundles.status, 'active')))
        .returning({ id: bookingBundles.id });
      return rows.length === 1;
    },
  };
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
