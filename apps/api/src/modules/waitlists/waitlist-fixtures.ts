import type { TestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';
import { createCheckoutFixtures } from '../checkout/checkout-fixtures';

type Headers = Record<string, string>;
export type Customer = { id: number; email: string; headers: Headers };

let made = 0;

/**
 * Full sessions of their own (real bookings of filler customers behind their counts), customers signed in
 * by sessions made directly, a free activity beside the checkout fixtures' priced one, and the waitlist calls.
 */
export async function createWaitlistFixtures(t: TestApp) {
  const f = await createCheckoutFixtures(t);
  const { venue_id: venueId, location_id: locationId } = await f.one<{
    venue_id: number;
    location_id: number;
  }>(`select venue_id, id as location_id from locations where slug = 'checkout-studio-c'`);
  const { id: freeActivityId } = await f.one<{ id: number }>(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead)
     select client_id, venue_id, category_id, 'waitlist-free-class', 'Free class', 60, 7 from activities
     where id = ${f.activityId} returning id`,
  );
  await t.sql(
    `insert into pricing_options (client_id, activity_id, kind, name, price)
     values (${f.clientId}, ${freeActivityId}, 'payg', 'Free', 0)`,
  );

  async function customers(count: number): Promise<Customer[]> {
    const out: Customer[] = [];
    const sessions = createSessionsRepository(t.database.db);
    for (let i = 0; i < count; i++) {
      const ref = `WL${++made}X${Date.now() % 100000}`;
      const email = `${ref.toLowerCase()}@example.com`;
      const { id } = await f.one<{ id: number }>(
        `insert into users (client_id, reference, first_name, last_name, email)
         values (${f.clientId}, '${ref}', 'Wait', '${ref}', '${email}') returning id`,
      );
      const { token } = await issueSessionTokens(sessions, {
        clientId: f.clientId,
        userId: id,
        ttlMs: 3_600_000,
        now: new Date(),
      });
      out.push({ id, email, headers: { authorization: `Bearer ${token}` } });
    }
    return out;
  }

  /** A session `hours` ahead, every place booked by a filler customer (who can cancel it). */
  async function fullSession({
    capacity = 1,
    hours = 48,
    minutes = 60,
    free = false,
  }: {
    capacity?: number;
    hours?: number;
    minutes?: number;
    free?: boolean;
  } = {}) {
    const activityId = free ? freeActivityId : f.activityId;
    const { id: occurrence } = await f.one<{ id: number }>(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
       values (${f.clientId}, ${activityId}, ${venueId}, ${locationId}, now() + interval '${hours} hours',
               now() + interval '${hours} hours' + interval '${minutes} minutes', ${capacity}, ${capacity})
       returning id`,
    );
    const fillers = await customers(capacity);
    const bookings: { id: number; headers: Headers }[] = [];
    for (const filler of fillers) {
      const { id } = await f.one<{ id: number }>(
        `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
         values (${f.clientId}, ${occurrence}, ${activityId}, ${filler.id}, ${filler.id}, ${free ? 0 : 650}) returning id`,
      );
      bookings.push({ id, headers: filler.headers });
    }
    return { occurrence, bookings };
  }

  const join = (headers: Headers, occurrenceId: number, userId?: number) =>
    t.inject({
      method: 'POST',
      url: '/api/my-account/waitlist',
      headers,
      payload: { occurrence_id: occurrenceId, ...(userId ? { user_id: userId } : {}) },
    });
  const leave = (headers: Headers, id: number) =>
    t.inject({ method: 'DELETE', url: `/api/my-account/waitlist/${id}`, headers });
  const accept = (headers: Headers, id: number) =>
    t.inject({ method: 'POST', url: `/api/my-account/waitlist/${id}/accept`, headers });
  const entry = (headers: Headers, id: number) =>
    t.inject({ method: 'GET', url: `/api/my-account/waitlist/${id}`, headers });
  const list = (headers: Headers) => t.inject({ method: 'GET', url: '/api/my-account/waitlist', headers });
  const cancel = (headers: Headers, bookingId: number) =>
    t.inject({ method: 'DELETE', url: `/api/activities/bookings/${bookingId}/?source=my-account`, headers });

  /** The session's entries in id order, as the database holds them. */
  async function entries(occurrence: number) {
    const { rows } = (await t.sql(
      `select id, status, offer_expires_at, booking_id from waitlist_entries
       where occurrence_id = ${occurrence} order by id`,
    )) as {
      rows: { id: number; status: string; offer_expires_at: Date | null; booking_id: number | null }[];
    };
    return rows;
  }
  const bookedCount = async (occurrence: number) =>
    (await f.one<{ booked_count: number }>(`select booked_count from occurrences where id = ${occurrence}`))
      .booked_count;

  return {
    ...f,
    freeActivityId,
    customers,
    fullSession,
    join,
    leave,
    accept,
    entry,
    list,
    cancel,
    entries,
    bookedCount,
  };
}
