import { and, asc, eq, like, sql } from 'drizzle-orm';
import {
  activities,
  activityCategories,
  instructors,
  locations,
  pricingOptions,
} from '../modules/activities/activities.tables';
import { zonedInstant } from '../modules/activities/session-clock';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { addDays, localDate } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';
import { demoVenues } from './demo-data';
import {
  courtsPlan,
  demoCategories,
  demoCourts,
  demoInstructors,
  demoLocations,
  everyVenuePlan,
  fillerCount,
  leedsExtras,
  manchesterExtras,
  type PlannedActivity,
  venuesWithCourts,
} from './demo-timetable-plan';

const firstDay = -3;
const lastDay = 25;
const fillerPrefix = 'C1009';

/** What each venue runs: the same answer for the activities (no dates) and for their sessions (dates). */
function demoVenuePlans({ venueIds }: DemoPlace) {
  return demoVenues.map((venue) => {
    const plans: PlannedActivity[] = [
      ...everyVenuePlan(),
      ...(venue.slug === 'manchester-central' ? manchesterExtras() : []),
      ...(venue.slug === 'leeds-middleton' ? leedsExtras() : []),
    ];
    if (venuesWithCourts.has(venue.slug)) plans.push(courtsPlan(venue.slug === 'manchester-central'));
    return { venue, venueId: venueIds.get(venue.slug)!, plans };
  });
}

/** Customers who only exist to fill places, so full sessions have real bookings behind their counts. */
async function seedFillers(tx: Executor, { clientId, passwordHash }: DemoContext): Promise<void> {
  const users = createUsersRepository(tx);
  for (let n = 1; n <= fillerCount; n++) {
    await users.insert({
      clientId,
      reference: `${fillerPrefix}${String(n).padStart(2, '0')}`,
      firstName: 'Demo',
      lastName: `Booker ${n}`,
      email: `demo.booker${n}@example.com`,
      passwordHash,
    });
  }
}

/** The timetable's fixed part: categories, instructors, rooms and courts, activities and their prices. */
export async function seedDemoActivities(tx: Executor, demo: DemoContext): Promise<void> {
  const { clientId } = demo;
  await seedFillers(tx, demo);
  await tx.insert(activityCategories).values(demoCategories.map((c) => ({ ...c, clientId })));
  await tx.insert(instructors).values(demoInstructors.map((name) => ({ clientId, name })));
  const venuePlans = demoVenuePlans(demo);
  await tx.insert(locations).values(
    venuePlans.flatMap(({ venue, venueId }) =>
      [...demoLocations, ...(venuesWithCourts.has(venue.slug) ? demoCourts : [])].map((l) => ({
        ...l,
        clientId,
        venueId,
      })),
    ),
  );
  const categoryIds = new Map(
    (
      await tx
        .select({ id: activityCategories.id, slug: activityCategories.slug })
        .from(activityCategories)
        .where(eq(activityCategories.clientId, clientId))
    ).map((c) => [c.slug, c.id]),
  );
  const activityRows = await tx
    .insert(activities)
    .values(
      venuePlans.flatMap(({ venueId, plans }) =>
        plans.map((p) => ({
          clientId,
          venueId,
          categoryId: categoryIds.get(p.category)!,
          slug: p.slug,
          name: p.name,
          description: p.description ?? null,
          activityListId: p.activityListId,
          ageMin: p.ageMin ?? null,
          ageMax: p.ageMax ?? null,
          accessibilityInformation: p.accessibilityInformation ?? null,
          durationMinutes: p.durationMinutes,
          bookingType: p.bookingType ?? 'class',
          releaseDaysAhead: p.releaseDaysAhead ?? 7,
          releaseTime: p.releaseTime === undefined ? '07:00' : p.releaseTime,
          requiresInduction: p.requiresInduction ?? false,
          allowsAnonymousBookings: p.allowsAnonymousBookings ?? false,
          ...(p.cancellationCutoffMinutes === undefined
            ? {}
            : { cancellationCutoffMinutes: p.cancellationCutoffMinutes }),
          ...(p.cutoffAction === undefined ? {} : { cutoffAction: p.cutoffAction }),
        })),
      ),
    )
    .returning({ id: activities.id, venueId: activities.venueId, slug: activities.slug });
  const activityId = (venueId: number, slug: string) =>
    activityRows.find((a) => a.venueId === venueId && a.slug === slug)!.id;

  await tx.insert(pricingOptions).values(
    venuePlans.flatMap(({ venueId, plans }) =>
      plans.flatMap((p) => {
        const id = activityId(venueId, p.slug);
        return [
          { clientId, activityId: id, kind: 'payg', name: 'Pay as you go', price: p.payg },
          ...(p.member !== undefined
            ? [{ clientId, activityId: id, kind: 'member', name: 'Member price', price: p.member }]
            : []),
          ...(p.freeForMembers
            ? [{ clientId, activityId: id, kind: 'benefit', name: 'Free for members', price: 0 }]
            : []),
        ];
      }),
    ),
  );
}

/** Alex Morgan's Gold Anytime membership (member prices, free sessions); Priya has none. */
async function seedMemberships(tx: Executor, { clientId, venueIds }: DemoPlace, now: Date) {
  const [alex] = await createUsersRepository(tx).findBySignInName(clientId, 'alex.morgan@example.com');
  await createMembershipsRepository(tx).insert({
    clientId,
    userId: alex!.id,
    homeVenueId: venueIds.get('manchester-central') ?? null,
    reference: 'M100001',
    name: 'Gold Anytime',
    status: 'active',
    startsAt: new Date(now.getTime() - 200 * 86_400_000),
  });
}

/** The ids the sessions refer to, found by the names the fixed part gave them. */
async function timetableIds(tx: Executor, clientId: number) {
  // One after another: a transaction is one connection, and pg deprecates a query sent to a client that
  // is still running one (the warning every PostgreSQL start printed).
  const activityRows = await tx
    .select({ id: activities.id, venueId: activities.venueId, slug: activities.slug })
    .from(activities)
    .where(eq(activities.clientId, clientId));
  const locationRows = await tx
    .select({ id: locations.id, venueId: locations.venueId, slug: locations.slug })
    .from(locations)
    .where(eq(locations.clientId, clientId));
  const instructorRows = await tx
    .select({ id: instructors.id, name: instructors.name })
    .from(instructors)
    .where(eq(instructors.clientId, clientId));
  const fillerRows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), like(users.reference, `${fillerPrefix}%`)))
    .orderBy(asc(users.reference));
  const key = (venueId: number | null, slug: string) => `${venueId}/${slug}`;
  const activityIds = new Map(activityRows.map((a) => [key(a.venueId, a.slug), a.id]));
  const locationIds = new Map(locationRows.map((l) => [key(l.venueId, l.slug), l.id]));
  const instructorIds = new Map(instructorRows.map((i) => [i.name, i.id]));
  return {
    activityId: (venueId: number, slug: string) => activityIds.get(key(venueId, slug))!,
    locationId: (venueId: number, slug: string) => locationIds.get(key(venueId, slug))!,
    instructorId: (index: number) => instructorIds.get(demoInstructors[index]!)!,
    fillers: fillerRows.map((f) => f.id),
  };
}

/**
 * The demo timetable, from three days ago to 25 days ahead of `now`, in every state a timetable shows:
 * plenty of space, nearly full, full, past, not yet released, part released (a rolling window), free for
 * members, cancelled, and courts booked by the hour. Written on each first start, never kept in the
 * snapshot: which weekdays a class runs on and which bookings were attended depend on the day.
 */
export async function seedDemoSessions(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const { clientId } = demo;
  await seedMemberships(tx, demo, now);
  const ids = await timetableIds(tx, clientId);

  // Ten venues share the same times of day: each zone's instant is worked out once.
  const instants = new Map<string, Date>();
  const instant = (date: string, time: string, timeZone: string) => {
    const key = `${date} ${time} ${timeZone}`;
    const known = instants.get(key);
    if (known) return known;
    const at = zonedInstant(date, time, timeZone);
    instants.set(key, at);
    return at;
  };
  const rows: unknown[] = [];
  for (const { venue, venueId, plans } of demoVenuePlans(demo)) {
    const timeZone = venue.timeZone ?? 'Europe/London';
    const today = localDate(now, timeZone);
    for (let day = firstDay; day <= lastDay; day++) {
      const date = addDays(today, day);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      for (const plan of plans) {
        if (plan.weekdays && !plan.weekdays.includes(weekday)) continue;
        const activityId = ids.activityId(venueId, plan.slug);
        const places = plan.bookingType === 'slot' ? demoCourts.map((c) => c.slug) : [plan.location];
        for (const time of plan.times) {
          const startsAt = instant(date, time, timeZone);
          places.forEach((place, court) => {
            // One cancelled Pilates class in Manchester, the day after tomorrow, to show a cancelled session.
            const cancelled = plan.slug === 'pilates' && day === 2 && time === '10:30';
            const booked = cancelled
              ? 0
              : Math.min(plan.capacity, plan.fill?.(Math.abs(day), time, court) ?? 0);
            rows.push({
              clientId,
              activityId,
              venueId,
              locationId: ids.locationId(venueId, place),
              instructorId: plan.instructor === undefined ? null : ids.instructorId(plan.instructor),
              startsAt: startsAt.toISOString(),
              endsAt: new Date(startsAt.getTime() + plan.durationMinutes * 60_000).toISOString(),
              capacity: plan.capacity,
              bookedCount: booked,
              status: cancelled ? 'cancelled' : 'scheduled',
            });
          });
        }
      }
    }
  }
  // One statement each: row-by-row parameters make thousands of rows slow on PGlite.
  await tx.execute(sql`
    insert into occurrences (client_id, activity_id, venue_id, location_id, instructor_id, starts_at, ends_at, capacity, booked_count, status)
    select "clientId", "activityId", "venueId", "locationId", "instructorId", "startsAt", "endsAt", capacity, "bookedCount", status
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("clientId" int, "activityId" int, "venueId" int,
      "locationId" int, "instructorId" int, "startsAt" timestamptz, "endsAt" timestamptz, capacity int,
      "bookedCount" int, status text)`);
  // Seed only: the bookings behind the booked counts are written directly, with no order, by the filler
  // customers in turn; real bookings go through the basket and checkout, which move the counts under a lock.
  // Sorted, so their ids do not hang on the join the planner picks (a snapshot brings statistics).
  await tx.execute(sql`
    insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, pricing_option_id, price, attended)
    select o.client_id, o.id, o.activity_id, f.user_id, f.user_id, p.id, p.price, o.starts_at < ${now.toISOString()}::timestamptz
    from occurrences o
    join pricing_options p on p.activity_id = o.activity_id and p.kind = 'payg'
    join unnest(${sql.raw(`array[${ids.fillers.join(',')}]::int[]`)}) with ordinality as f(user_id, n) on f.n <= o.booked_count
    where o.client_id = ${clientId}
    order by o.id, f.n`);
}
