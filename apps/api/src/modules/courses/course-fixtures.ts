import type { TestApp } from '../../../test/test-app';
import { createCheckoutFixtures } from '../checkout/checkout-fixtures';

type Headers = Record<string, string>;

/** Courses of the tests' own at Manchester Central, and paying for a basket by card. */
export async function createCourseFixtures(t: TestApp) {
  const f = await createCheckoutFixtures(t);
  const { venue_id: venueId, location_id: locationId } = await f.one<{
    venue_id: number;
    location_id: number;
  }>(
    `select v.id as venue_id, l.id as location_id from venues v join locations l on l.venue_id = v.id
     where v.slug = 'manchester-central' and l.slug = 'main-pool'`,
  );
  const { id: categoryId } = await f.one<{ id: number }>(
    `select id from activity_categories where client_id = ${f.clientId} and slug = 'courses'`,
  );
  let n = 0;

  /** A course with a session on each of `days` (from now), all released unless `releaseDaysAhead` says not. */
  async function course({
    price = 3000,
    capacity = 8,
    days = [3, 10, 17],
    releaseDaysAhead = 60,
    cutoffMinutes = 120,
  } = {}) {
    n += 1;
    const { id } = await f.one<{ id: number }>(
      `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead,
         release_time, cancellation_cutoff_minutes)
       values (${f.clientId}, ${venueId}, ${categoryId}, 'test-course-${n}', 'Test course ${n}', 45,
         ${releaseDaysAhead}, null, ${cutoffMinutes}) returning id`,
    );
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price)
       values (${f.clientId}, ${id}, 'course', 'Whole course', ${price})`,
    );
    const sessions: number[] = [];
    for (const day of days) {
      const row = await f.one<{ id: number }>(
        `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
         values (${f.clientId}, ${id}, ${venueId}, ${locationId}, now() + interval '${day} days',
           now() + interval '${day} days' + interval '45 minutes', ${capacity}) returning id`,
      );
      sessions.push(row.id);
    }
    return { id, sessions };
  }

  const add = (headers: Headers, items: Record<string, unknown>[]) =>
    f.post(headers, '/api/activities/cart/add', { items });
  const emptyBasket = (headers: Headers) =>
    t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });

  /** Pays the open basket by a card that succeeds; the answer of the pay call. */
  async function pay(headers: Headers) {
    const key = `course-test-${Date.now()}-${++n}`;
    const terms = await f.termsIds(headers);
    const { payment } = await f.payByCard(headers, key);
    return f.complete(headers, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: key,
    });
  }

  /** Puts the course in an empty basket (for a family member when named) and pays for it: the bundle's id. */
  async function book(headers: Headers, courseId: number, purchasedForUserId?: number) {
    await emptyBasket(headers);
    const item = { id: courseId, type: 'av2BookingBundle', purchased_for_user_id: purchasedForUserId };
    const added = await add(headers, [item]);
    if (added.statusCode !== 200) throw new Error(`add failed: ${added.statusCode} ${added.body}`);
    const paid = await pay(headers);
    if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
    const { id } = await f.one<{ id: number }>(
      `select id from booking_bundles where order_id = ${paid.json().data.order_id}`,
    );
    return id;
  }

  return { ...f, course, add, emptyBasket, pay, book };
}
