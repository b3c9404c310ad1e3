import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';
import {
  cancelWindowClosedMessage,
  courseAlreadyCancelledMessage,
  courseCancelledMessage,
  courseSessionAddMessage,
  courseSessionCancelMessage,
} from '@leisure/contracts/courses';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixtures } from '../../../test/fixtures/course-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCourseFixtures>>;
type Headers = Record<string, string>;
type Json = Record<string, any>;

describe('courses: booked and cancelled as a whole', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f = await createCourseFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    for (const [name, where] of [
      ['alex', "reference = 'C100001'"],
      ['mia', "reference = 'C100030'"],
      ['priya', "email = 'priya.shah@example.com'"],
    ] as const) {
      ids[name] = (await f.one<{ id: number }>(`select id from users where ${where}`)).id;
    }
  }, 120_000);

  const getCourse = (id: number, headers: Headers = {}) =>
    t.inject({ method: 'GET', url: `/api/activities/courses/${id}`, headers });
  const bundleUrl = (id: number) =>
    `/api/v1/activities/bookings/bundles/${id}?cancellation_source=my-account`;
  const getBundle = (id: number, headers: Headers = {}) =>
    t.inject({ method: 'GET', url: bundleUrl(id), headers });
  const cancelBundle = (id: number, headers: Headers = {}) =>
    t.inject({
      method: 'PATCH',
      url: `/api/v1/activities/bookings/bundles/${id}/cancel?cancellation_source=my-account`,
      headers,
    });
  const bookedCounts = async (sessions: number[]) =>
    (
      (await t.sql(
        `select booked_count from occurrences where id in (${sessions.join(',')}) order by id`,
      )) as { rows: { booked_count: number }[] }
    ).rows.map((r) => r.booked_count);

  it('shows a course to anyone: its price, its sessions to come, and BOOK, FULL or nothing yet', async () => {
    const open = await f.course({ price: 3000, capacity: 8 });
    const res = await getCourse(open.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: open.id,
      price: { raw: 3000, formatted: '£30.00' },
      action_to_show: { status: 'BOOK', reason: null },
      booking_bundle_id: null,
      category: { slug: 'courses' },
      venue: { slug: 'manchester-central' },
    });
    expect(res.json().data.sessions).toHaveLength(3);
    expect(res.json().data.sessions[0]).toMatchObject({
      id: String(open.sessions[0]),
      starts_at: { local: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/) },
      available_spots: 8,
    });

    const full = await f.course();
    await t.sql(`update occurrences set capacity = 1, booked_count = 1 where id = ${full.sessions[1]}`);
    expect((await getCourse(full.id)).json().data.action_to_show).toEqual({
      status: 'FULL',
      reason: fullMessage,
    });
    expect((await f.add(priya, [{ id: full.id, type: 'av2BookingBundle' }])).statusCode).toBe(409);

    const later = await f.course({ releaseDaysAhead: 1 });
    expect((await getCourse(later.id)).json().data.action_to_show).toEqual({
      status: null,
      reason: notYetBookableMessage,
    });
    expect((await f.add(priya, [{ id: later.id, type: 'av2BookingBundle' }])).statusCode).toBe(422);

    expect((await getCourse(f.activityId)).statusCode).toBe(404);
    expect((await getCourse(99_999_999_999)).statusCode).toBe(422); // past a Postgres integer: no id (contracts record-id)
  });

  it('puts a course in the basket as one line holding a place in every session to come', async () => {
    const { id, sessions } = await f.course({ price: 4500 });
    await f.emptyBasket(priya);
    const res = await f.add(priya, [{ id, type: 'av2BookingBundle' }]);
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ cartable_type: 'av2BookingBundle', price: { raw: 4500 } });
    expect(cart.items[0].child_items.map((c: Json) => c.cartable_resource.occurrence_id)).toEqual(
      sessions.map(String),
    );
    expect(cart.totals.total).toBe(4500);
    // Each session's place is held against everyone else.
    const seen = (await getCourse(id, alex)).json().data.sessions.map((s: Json) => s.available_spots);
    expect(seen).toEqual([7, 7, 7]);

    expect((await f.add(priya, [{ id, type: 'av2BookingBundle' }])).statusCode).toBe(409);
    const single = await f.add(priya, [{ id: String(sessions[0]), type: 'activity' }]);
    expect(single.statusCode).toBe(422);
    expect(single.json().message).toBe(courseSessionAddMessage);

    // Removing one session's line removes the whole course.
    const child = cart.items[0].child_items[0].id;
    const removed = await f.post(priya, '/api/activities/cart/remove', { cart_item_ids: [child] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items).toHaveLength(0);
    await f.emptyBasket(priya);
  });

  it('pays for a course: one course booking, a booking per session, the places counted', async () => {
    const { id, sessions } = await f.course({ price: 3000 });
    const bundleId = await f.book(priya, id);
    const bundle = await f.one<Json>(`select * from booking_bundles where id = ${bundleId}`);
    expect(bundle).toMatchObject({
      status: 'active',
      total_price: 3000,
      user_id: ids.priya,
      activity_id: id,
    });
    const rows = (
      (await t.sql(
        `select occurrence_id, status from bookings where bundle_id = ${bundleId} order by occurrence_id`,
      )) as {
        rows: Json[];
      }
    ).rows;
    expect(rows.map((r) => r.occurrence_id)).toEqual(sessions);
    expect(await bookedCounts(sessions)).toEqual([1, 1, 1]);
    expect((await getCourse(id, priya)).json().data).toMatchObject({
      action_to_show: { status: 'BOOKED' },
      booking_bundle_id: bundleId,
    });

    const list = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: priya,
    });
    const mine = list.json().data.filter((b: Json) => b.booking_bundle_context?.id === bundleId);
    expect(mine).toHaveLength(3);
    expect(mine.map((b: Json) => b.booking_bundle_context.settled_booking_position)).toEqual([1, 2, 3]);
    expect(mine[0]).toMatchObject({
      booking_type: 'courses',
      can_be_cancelled: false,
      booking_bundle_context: { total_settled_bookings: 3 },
    });

    const one = await getBundle(bundleId, priya);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: bundleId,
      status: 'active',
      schedule_id: id,
      total_price: { value: 30, formatted: '£30.00', currency: 'GBP' },
      cancellation: { can_cancel: true, credit_amount: 3000, credit_formatted: '£30.00' },
    });
    expect(one.json().data.bookings).toHaveLength(3);
    expect(one.json().data.bookings[0].available_spots).toBe(7);
    expect((await getBundle(bundleId, alex)).statusCode).toBe(404);
    expect((await getBundle(bundleId)).statusCode).toBe(401);

    // The order lists the course at its price and each session, as the receipt and the email do.
    const orderId = (
      await f.one<{ order_id: number }>(`select order_id from booking_bundles where id = ${bundleId}`)
    ).order_id;
    const order = await t.inject({ method: 'GET', url: `/api/my-account/orders/${orderId}`, headers: priya });
    expect(order.statusCode).toBe(200);
    expect(order.json().data.total.raw).toBe(3000);
    expect(order.json().data.items).toHaveLength(4);
  });

  it('cancels a course once: every place freed, the price credited once, then 409', async () => {
    const { id, sessions } = await f.course({ price: 3000 });
    const bundleId = await f.book(priya, id);
    const credit = async () =>
      (
        await f.one<{ total: number }>(
          `select coalesce(sum(amount), 0)::int as total from credit_entries
           where user_id = ${ids.priya} and reason = 'course-cancellation' and bundle_id = ${bundleId}`,
        )
      ).total;

    const bookingId = (
      await f.one<{ id: number }>(`select id from bookings where bundle_id = ${bundleId} limit 1`)
    ).id;
    const single = await t.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${bookingId}/?source=my-account`,
      headers: priya,
    });
    expect(single.statusCode).toBe(422);
    expect(single.json().message).toBe(courseSessionCancelMessage);

    expect((await cancelBundle(bundleId)).statusCode).toBe(401);
    expect((await cancelBundle(bundleId, alex)).statusCode).toBe(404);
    const res = await cancelBundle(bundleId, priya);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(courseCancelledMessage);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancellation: { can_cancel: false } });
    expect(res.json().data.bookings.map((b: Json) => b.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await bookedCounts(sessions)).toEqual([0, 0, 0]);
    expect(await credit()).toBe(3000);

    const again = await cancelBundle(bundleId, priya);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(courseAlreadyCancelledMessage);
    expect(await credit()).toBe(3000);
    expect((await getCourse(id, priya)).json().data.action_to_show.status).toBe('BOOK');
  });

  it('lets a parent read and cancel a course booked for their child, until the first session’s cut-off', async () => {
    const { id, sessions } = await f.course({ price: 2000, cutoffMinutes: 120 });
    const bundleId = await f.book(alex, id, ids.mia);
    const read = await getBundle(bundleId, alex);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.cancellation.can_cancel).toBe(true);
    expect(read.json().data.attendee).toEqual({ id: ids.mia, name: 'Mia Morgan' });
    expect(
      await f.one<{ user_id: number }>(`select user_id from booking_bundles where id = ${bundleId}`),
    ).toEqual({
      user_id: ids.mia,
    });

    await t.sql(
      `update occurrences set starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours'
       where id = ${sessions[0]}`,
    );
    expect((await getBundle(bundleId, alex)).json().data.cancellation).toMatchObject({
      can_cancel: false,
      credit_amount: 0,
    });
    const closed = await cancelBundle(bundleId, alex);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(cancelWindowClosedMessage);
    expect(await bookedCounts(sessions)).toEqual([1, 1, 1]);
  });

  it('seeds a course under way booked by Alex, with sessions past and to come', async () => {
    const { id } = await f.one<{ id: number }>(
      `select b.id from booking_bundles b join users u on u.id = b.user_id
       where u.reference = 'C100001' and b.status = 'active' and b.order_id is null`,
    );
    const res = await getBundle(id, alex);
    expect(res.statusCode).toBe(200);
    const bookings = res.json().data.bookings as Json[];
    expect(bookings.length).toBeGreaterThan(1);
    expect(bookings.some((b) => b.available_spots === null)).toBe(true);
    expect(bookings.some((b) => b.available_spots !== null)).toBe(true);
    const list = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: alex,
    });
    expect(
      list.json().data.some((b: Json) => b.booking_type === 'courses' && b.booking_bundle_context.id === id),
    ).toBe(true);
  });
});
