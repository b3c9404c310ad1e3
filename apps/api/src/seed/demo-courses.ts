import { and, eq, inArray } from 'drizzle-orm';
import {
  activities,
  activityCategories,
  instructors,
  locations,
  occurrences,
  pricingOptions,
} from '../modules/activities/activities.tables';
import { zonedInstant } from '../modules/activities/session-clock';
import { bookings } from '../modules/bookings/bookings.tables';
import { bookingBundles } from '../modules/courses/courses.tables';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Executor } from '../platform/db/client';
import { addDays, localDate } from '../platform/local-time';
import { sanitiseHtml } from '../platform/sanitise-html';
import type { DemoPlace } from './demo-accounts';

type PlannedCourse = {
  slug: string;
  name: string;
  description: string;
  instructor: string;
  /** Day of the first session, from the seeding day (negative: the course has started). */
  firstDay: number;
  time: string;
  durationMinutes: number;
  capacity: number;
  price: number;
  sessions: number;
};

// Swimming Lessons in the OpenActive Activity List; both courses are for adults.
const swimmingLessons = 'dfaf6bb4-d2fe-4db5-a271-4ceeaaaf55b9';

/** Two courses at Manchester Central (docs/decisions/012-course-bookings.md): one to book, one under way. */
export const demoCourses: PlannedCourse[] = [
  {
    slug: 'beginners-swimming-course',
    name: 'Beginners Swimming Course',
    description:
      '<p>Six weekly lessons for adults who are new to swimming: water confidence, floating, and your first strokes.</p>',
    instructor: 'Aisha Khan',
    firstDay: 5,
    time: '18:30',
    durationMinutes: 45,
    capacity: 8,
    price: 4500,
    sessions: 6,
  },
  {
    slug: 'improvers-swimming-course',
    name: 'Improvers Swimming Course',
    description: '<p>Six weekly lessons to build stamina and polish front crawl and breaststroke.</p>',
    instructor: 'Hannah Lee',
    firstDay: -14,
    time: '19:30',
    durationMinutes: 45,
    capacity: 8,
    price: 6000,
    sessions: 6,
  },
];

/** The courses as activities with their whole-course price; their sessions come with the dated part. */
export async function seedDemoCourseActivities(tx: Executor, { clientId, venueIds }: DemoPlace) {
  const venueId = venueIds.get('manchester-central')!;
  const [category] = await tx
    .select({ id: activityCategories.id })
    .from(activityCategories)
    .where(and(eq(activityCategories.clientId, clientId), eq(activityCategories.slug, 'courses')));
  if (!category) throw new Error('seedDemoCourseActivities needs the demo timetable');
  for (const course of demoCourses) {
    const [activity] = await tx
      .insert(activities)
      .values({
        clientId,
        venueId,
        categoryId: category.id,
        slug: course.slug,
        name: course.name,
        description: await sanitiseHtml(course.description),
        activityListId: swimmingLessons,
        ageMin: 18,
        durationMinutes: course.durationMinutes,
        // A course opens as a whole: every session is on sale as soon as the course is.
        releaseDaysAhead: 60,
        cancellationCutoffMinutes: 24 * 60,
        cutoffAction: 'no-cancel',
      })
      .returning({ id: activities.id });
    await tx.insert(pricingOptions).values({
      clientId,
      activityId: activity!.id,
      kind: 'course',
      name: 'Whole course',
      price: course.price,
    });
  }
}

/**
 * The courses' weekly sessions, and Alex Morgan's booking of the one already under way (so his Upcoming
 * list has course sessions and its course page has past, struck-through ones). Seed only: the bundle is
 * written directly, with no order; real ones are made by the checkout.
 */
export async function seedDemoCourseSessions(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const { clientId, venueIds } = demo;
  const venueId = venueIds.get('manchester-central')!;
  const [pool] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.venueId, venueId), eq(locations.slug, 'main-pool')));
  const [alex] = await createUsersRepository(tx).findBySignInName(clientId, 'alex.morgan@example.com');
  const courseRows = await tx
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, clientId),
        inArray(
          activities.slug,
          demoCourses.map((c) => c.slug),
        ),
      ),
    );
  const teachers = await tx
    .select({ id: instructors.id, name: instructors.name })
    .from(instructors)
    .where(eq(instructors.clientId, clientId));
  if (!pool || !alex || courseRows.length !== demoCourses.length) {
    throw new Error('seedDemoCourseSessions needs the demo timetable, courses and customers');
  }
  const today = localDate(now, 'Europe/London');

  for (const course of demoCourses) {
    const activityId = courseRows.find((c) => c.slug === course.slug)!.id;
    const started = course.firstDay < 0;
    const sessions = await tx
      .insert(occurrences)
      .values(
        Array.from({ length: course.sessions }, (_, week) => {
          const startsAt = zonedInstant(
            addDays(today, course.firstDay + week * 7),
            course.time,
            'Europe/London',
          );
          return {
            clientId,
            activityId,
            venueId,
            locationId: pool.id,
            instructorId: teachers.find((t) => t.name === course.instructor)?.id ?? null,
            startsAt,
            endsAt: new Date(startsAt.getTime() + course.durationMinutes * 60_000),
            capacity: course.capacity,
            bookedCount: started ? 1 : 0,
          };
        }),
      )
      .returning({ id: occurrences.id, startsAt: occurrences.startsAt });
    if (!started) continue;
    const [bundle] = await tx
      .insert(bookingBundles)
      .values({
        clientId,
        activityId,
        userId: alex.id,
        bookedByUserId: alex.id,
        totalPrice: course.price,
        createdAt: new Date(now.getTime() + (course.firstDay - 7) * 86_400_000),
      })
      .returning({ id: bookingBundles.id });
    await tx.insert(bookings).values(
      sessions.map((s) => ({
        clientId,
        occurrenceId: s.id,
        activityId,
        userId: alex.id,
        bookedByUserId: alex.id,
        price: 0,
        bundleId: bundle!.id,
        attended: s.startsAt < now,
      })),
    );
  }
}
