import { sql } from 'drizzle-orm';
import {
  activities,
  activityCategories,
  instructors,
  locations,
  type occurrences,
  pricingOptions,
} from '../modules/activities/activities.tables';
import { zonedInstant } from '../modules/activities/session-clock';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Executor } from '../platform/db/client';
import { addDays, localDate } from '../platform/local-time';
import type { DemoContext } from './demo-accounts';
import { demoVenues } from './demo-data';
import {
  courtsPlan,
  demoCategories,
  demoCourts,
  demoInstructors,
  demoLocations,
  everyVenuePlan,
  fillerCount,
  manchesterExtras,
  venuesWithCourts,
} from './demo-timetable-plan';

const firstDay = -3;
const lastDay = 25;
const chunk = 1000;

async function insertChunked<T>(rows: T[], insert: (part: T[]) => Promise<{ id: number }[]>) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk)
    ids.push(...(await insert(rows.slice(i, i + chunk))).map((r) => r.id));
  return ids;
}

/** Alex Morgan's Gold Anytime membership (member prices, free sessions); Priya has none. */
async function seedMemberships(tx: Executor, { clientId, venueIds }: DemoContext, now: Date) {
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

/** Customers who only exist to fill places, so full sessions have real bookings behind their counts. */
async function seedFillers(tx: Executor, { clientId, passwordHash }: DemoContext): Promise<number[]> {
  const users = createUsersRepository(tx);
  const ids: number[] = [];
  for (let n = 1; n <= fillerCount; n++) {
    ids.push(
      await users.insert({
        clientId,
        reference: `C1009${String(n).padStart(2, '0')}`,
        firstName: 'Demo',
        lastName: `Booker ${n}`,
        email: `demo.booker${n}@example.com`,
        passwordHash,
      }),
    );
  }
  return ids;
}

type Session = { row: typeof occurrences.$inferInsert & { startsAt: Date; endsAt: Date } };

/**
 * The demo timetable, from three days ago to 25 days ahead of the seeding day, in every state a timetable
 * shows: plenty of space, nearly full, full, past, not yet released, part released (a rolling window),
 * free for members, cancelled, and courts booked by the hour.
 */
export async function seedDemoTimetable(tx: Executor, demo: DemoContext, now = new Date()): Promise<void> {
  const { clientId, venueIds } = demo;
  await seedMemberships(tx, demo, now);
  const fillers = await seedFillers(tx, demo);

  const categoryIds = new Map<string, number>();
  const categoryRows = await tx
    .insert(activityCategories)
    .values(demoCategories.map((c) => ({ ...c, clientId })))
    .returning();
  for (const c of categoryRows) categoryIds.set(c.slug, c.id);
  const instructorIds = await insertChunked(demoInstructors, (part) =>
    tx
      .insert(instructors)
      .values(part.map((name) => ({ clientId, name })))
      .returning({ id: instructors.id }),
  );

  const venuePlans = demoVenues.map((venue) => {
    const plans = [...everyVenuePlan(), ...(venue.slug === 'manchester-central' ? manchesterExtras() : [])];
    if (venuesWithCourts.has(venue.slug)) plans.push(courtsPlan(venue.slug === 'manchester-central'));
    return { venue, venueId: venueIds.get(venue.slug)!, plans };
  });

  const locationRows = await tx
    .insert(locations)
    .values(
      venuePlans.flatMap(({ venue, venueId }) =>
        [...demoLocations, ...(venuesWithCourts.has(venue.slug) ? demoCourts : [])].map((l) => ({
          ...l,
          clientId,
          venueId,
        })),
      ),
    )
    .returning();
  const locationId = (venueId: number, slug: string) =>
    locationRows.find((l) => l.venueId === venueId && l.slug === slug)!.id;

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

  const sessions: Session[] = [];
  for (const { venue, venueId, plans } of venuePlans) {
    const timeZone = venue.timeZone ?? 'Europe/London';
    const today = localDate(now, timeZone);
    for (let day = firstDay; day <= lastDay; day++) {
      const date = addDays(today, day);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      for (const plan of plans) {
        if (plan.weekdays && !plan.weekdays.includes(weekday)) continue;
        const id = activityId(venueId, plan.slug);
        const places = plan.bookingType === 'slot' ? demoCourts.map((c) => c.slug) : [plan.location];
        for (const time of plan.times) {
          const startsAt = zonedInstant(date, time, timeZone);
          places.forEach((place, court) => {
            // One cancelled Pilates class in Manchester, the day after tomorrow, to show a cancelled session.
            const cancelled = plan.slug === 'pilates' && day === 2 && time === '10:30';
            const booked = cancelled
              ? 0
              : Math.min(plan.capacity, plan.fill?.(Math.abs(day), time, court) ?? 0);
            sessions.push({
              row: {
                clientId,
                activityId: id,
                venueId,
                locationId: locationId(venueId, place),
                instructorId: plan.instructor === undefined ? null : instructorIds[plan.instructor]!,
                startsAt,
                endsAt: new Date(startsAt.getTime() + plan.durationMinutes * 60_000),
                capacity: plan.capacity,
                bookedCount: booked,
                status: cancelled ? 'cancelled' : 'scheduled',
              },
            });
          });
        }
      }
    }
  }
  // One statement each: row-by-row parameters make thousands of rows slow on PGlite.
  const rows = sessions.map(({ row }) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
  await tx.execute(sql`
    insert into occurrences (client_id, activity_id, venue_id, location_id, instructor_id, starts_at, ends_at, capacity, booked_count, status)
    select "clientId", "activityId", "venueId", "locationId", "instructorId", "startsAt", "endsAt", capacity, "bookedCount", status
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("clientId" int, "activityId" int, "venueId" int,
      "locationId" int, "instructorId" int, "startsAt" timestamptz, "endsAt" timestamptz, capacity int,
      "bookedCount" int, status text)`);
  // Seed only: the bookings behind the booked counts are written directly, with no order, by the filler
  // customers in turn; real bookings go through the basket and checkout, which move the counts under a lock.
  await tx.execute(sql`
    insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, pricing_option_id, price, attended)
    select o.client_id, o.id, o.activity_id, f.user_id, f.user_id, p.id, p.price, o.starts_at < ${now.toISOString()}::timestamptz
    from occurrences o
    join pricing_options p on p.activity_id = o.activity_id and p.kind = 'payg'
    join unnest(${sql.raw(`array[${fillers.join(',')}]::int[]`)}) with ordinality as f(user_id, n) on f.n <= o.booked_count
    where o.client_id = ${clientId}`);
}
