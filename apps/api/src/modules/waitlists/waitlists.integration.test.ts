import { fullMessage } from '@leisure/contracts/activities';
import {
  alreadyBookedOnSessionMessage,
  alreadyWaitingMessage,
  joinedWaitlistMessage,
  leftWaitlistMessage,
  notOfferedMessage,
  notOnWaitlistMessage,
  offerAcceptedMessage,
  offerExpiredMessage,
  offerInBasketMessage,
  placesAvailableMessage,
  sessionStartedMessage,
} from '@leisure/contracts/waitlists';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createWaitlistFixtures } from '../../../test/fixtures/waitlist-fixtures';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { createServices } from '../../services';

type Fixtures = Awaited<ReturnType<typeof createWaitlistFixtures>>;
type Headers = Record<string, string>;

describe('waitlists (my-account/waitlist)', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let alexId: number;
  let miaId: number;
  let priyaId: number;
  let sweep: () => Promise<number>;

  beforeAll(async () => {
    f = await createWaitlistFixtures(t);
    alex = await f.signIn(demo.username);
    alexId = (await f.one<{ id: number }>(`select id from users where reference = 'C100001'`)).id;
    miaId = (await f.one<{ id: number }>(`select id from users where reference = 'C100030'`)).id;
    priyaId = (await f.one<{ id: number }>(`select id from users where email = 'priya.shah@example.com'`)).id;
    const { waitlists } = createServices(t.database.db, testConfig());
    sweep = () => t.database.db.transaction((tx) => waitlists.sweep(tx, new Date()));
  }, 60_000);

  /** Joins each customer, in turn, to the session's queue. */
  async function queue(occurrence: number, people: Customer[]) {
    const ids: number[] = [];
    for (const p of people) {
      const res = await f.join(p.headers, occurrence);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    return ids;
  }
  const orderOf = async (p: Customer, id: number) => (await f.entry(p.headers, id)).json().data.order;

  it('answers 401 to every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/my-account/waitlist' },
      { method: 'GET', url: '/api/my-account/waitlist/1' },
      { method: 'POST', url: '/api/my-account/waitlist', payload: { occurrence_id: 1 } },
      { method: 'DELETE', url: '/api/my-account/waitlist/1' },
      { method: 'POST', url: '/api/my-account/waitlist/1/accept' },
    ] as const;
    for (const call of calls) expect((await t.inject(call)).statusCode).toBe(401);
  });

  it('joins a full session and shows the entry in the list, on its page and on the timetable', async () => {
    const { occurrence } = await f.fullSession({ capacity: 2 });
    const res = await f.join(alex, occurrence);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(joinedWaitlistMessage);
    expect(body.data).toMatchObject({
      order: 1,
      status: 'waiting',
      offer_expires_at: null,
      booking_id: null,
      attendee: { id: alexId, name: 'Alex Morgan' },
      waitlistable: { id: String(occurrence), name: 'Checkout class', location: { name: 'Studio C' } },
    });
    expect(body.data.waitlistable.price.raw).toBeGreaterThan(0);
    expect(body.data.date_raw).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.waitlistable.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const listed = (await f.list(alex)).json().data;
    expect(listed.map((e: { id: number }) => e.id)).toContain(body.data.id);
    expect((await f.entry(alex, body.data.id)).json().data.id).toBe(body.data.id);

    const session = await t.inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${occurrence}`,
      headers: alex,
    });
    expect(session.json().data.waitlist_id).toBe(body.data.id);
    const anonymous = await t.inject({ method: 'GET', url: `/api/v1/activities/occurrences/${occurrence}` });
    expect(anonymous.json().data.waitlist_id).toBeNull();
  });

  it('refuses a session with places, a second place, a booked attendee, a started or unknown session', async () => {
    const open = await f.session({ capacity: 5 });
    const withPlaces = await f.join(alex, open);
    expect(withPlaces.statusCode).toBe(409);
    expect(withPlaces.json().message).toBe(placesAvailableMessage);

    const { occurrence, bookings } = await f.fullSession({ capacity: 1 });
    expect((await f.join(alex, occurrence)).statusCode).toBe(201);
    const twice = await f.join(alex, occurrence);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(alreadyWaitingMessage);

    const bookedPerson = bookings[0]!.headers;
    const booked = await f.join(bookedPerson, occurrence);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(alreadyBookedOnSessionMessage);

    const started = await f.fullSession({ capacity: 1 });
    await t.sql(
      `update occurrences set starts_at = now() - interval '5 minutes' where id = ${started.occurrence}`,
    );
    const late = await f.join(alex, started.occurrence);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(sessionStartedMessage);

    expect((await f.join(alex, 999_999_999)).statusCode).toBe(404);
    expect((await f.join(alex, 9_999_999_999)).statusCode).toBe(422); // past a Postgres integer: no id (contracts record-id)
    expect((await f.join(alex, 0)).statusCode).toBe(422);
  });

  it('joins for a linked family member, but not for someone else', async () => {
    const { occurrence } = await f.fullSession({ capacity: 1 });
    const forMia = await f.join(alex, occurrence, miaId);
    expect(forMia.statusCode).toBe(201);
    expect(forMia.json().data.attendee).toMatchObject({ id: miaId });
    // Alex and Mia are two people: each has a place in the queue.
    expect((await f.join(alex, occurrence)).json().data.order).toBe(2);
    expect((await f.join(alex, occurrence, priyaId)).statusCode).toBe(403);
    const listed = (await f.list(alex)).json().data.map((e: { id: number }) => e.id);
    expect(listed).toContain(forMia.json().data.id);
  });

  it("keeps the queue's order, renumbers when someone leaves, and hides others' entries", async () => {
    const { occurrence } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(3);
    const ids = await queue(occurrence, people);
    expect(await Promise.all(people.map((p, i) => orderOf(p, ids[i]!)))).toEqual([1, 2, 3]);

    const left = await f.leave(people[0]!.headers, ids[0]!);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({
      message: leftWaitlistMessage,
      data: { status: 'left', order: null },
    });
    expect(await orderOf(people[1]!, ids[1]!)).toBe(1);
    expect(await orderOf(people[2]!, ids[2]!)).toBe(2);
    expect((await f.list(people[0]!.headers)).json().data).toEqual([]);

    const again = await f.leave(people[0]!.headers, ids[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(notOnWaitlistMessage);

    for (const call of [f.entry, f.leave, f.accept]) {
      expect((await call(people[2]!.headers, ids[1]!)).statusCode).toBe(404);
    }
    expect((await f.entry(alex, 999_999_999)).statusCode).toBe(404);
    expect((await f.entry(alex, 9_999_999_999)).statusCode).toBe(422); // past a Postgres integer: no id (contracts record-id)
  });

  it('offers a cancelled place to the first in the queue, by email, and holds it from everyone else', async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(2);
    const ids = await queue(occurrence, people);
    const waiting = await f.accept(people[0]!.headers, ids[0]!);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(notOfferedMessage);

    expect((await f.cancel(bookings[0]!.headers, bookings[0]!.id)).statusCode).toBe(200);
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['offered', 'waiting']);
    const offered = (await f.entry(people[0]!.headers, ids[0]!)).json().data;
    expect(offered).toMatchObject({ status: 'offered', order: 1 });
    expect(Date.parse(offered.offer_expires_at)).toBeGreaterThan(Date.now());

    const mail = await f.one<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox_emails where to_address = '${people[0]!.email}' order by id desc limit 1`,
    );
    expect(mail.subject).toContain('Checkout class');
    expect(mail.text_body).toContain(`/account/bookings/${ids[0]}`);
    // The page and the email give the customer the same deadline, in the venue's time.
    expect(offered.offer_deadline).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(mail.text_body).toContain(offered.offer_deadline);

    // The offer holds the place: it cannot be put in anyone's basket, nor joined around.
    const other = (await f.customers(1))[0]!;
    const add = await f.post(other.headers, '/api/activities/cart/add', {
      items: [{ id: String(occurrence), type: 'activity', activity_restriction_ids: [] }],
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(fullMessage);
    expect((await f.join(other.headers, occurrence)).statusCode).toBe(201);
  });

  it('takes out of the queue someone who got a place another way, and offers the next one instead', async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(2);
    const ids = await queue(occurrence, people);
    // The first in the queue books a place that showed free before any offer (here: one more place).
    await t.sql(`update occurrences set capacity = capacity + 1 where id = ${occurrence}`);
    const { id: own } = await f.one<{ id: number }>(
      `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
       select client_id, id, activity_id, ${people[0]!.id}, ${people[0]!.id}, 650 from occurrences where id = ${occurrence}
       returning id`,
    );
    await t.sql(`update occurrences set booked_count = booked_count + 1 where id = ${occurrence}`);

    expect((await f.cancel(bookings[0]!.headers, bookings[0]!.id)).statusCode).toBe(200);
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['accepted', 'offered']);
    const settled = (await f.entry(people[0]!.headers, ids[0]!)).json().data;
    expect(settled).toMatchObject({ status: 'accepted', booking_id: own, order: null });
  });

  it('passes an offer that lapses to the next in the queue, and refuses to accept it', async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(3);
    const ids = await queue(occurrence, people);
    await f.cancel(bookings[0]!.headers, bookings[0]!.id);
    await t.sql(
      `update waitlist_entries set offer_expires_at = now() - interval '1 minute' where id = ${ids[0]}`,
    );
    const late = await f.accept(people[0]!.headers, ids[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(offerExpiredMessage);

    expect(await sweep()).toBeGreaterThanOrEqual(2);
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['expired', 'offered', 'waiting']);
    expect((await f.entry(people[0]!.headers, ids[0]!)).json().data).toMatchObject({
      status: 'expired',
      order: null,
    });
    expect(await orderOf(people[1]!, ids[1]!)).toBe(1);
    const again = await f.accept(people[0]!.headers, ids[0]!);
    expect(again.json().message).toBe(offerExpiredMessage);
    // A second pass changes nothing: the offer is live and the place is held.
    await sweep();
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['expired', 'offered', 'waiting']);
  });

  it('passes the place on at once when an offered person leaves', async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(2);
    const ids = await queue(occurrence, people);
    await f.cancel(bookings[0]!.headers, bookings[0]!.id);
    expect((await f.leave(people[0]!.headers, ids[0]!)).statusCode).toBe(200);
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['left', 'offered']);
  });

  it('books a free place on accepting, within capacity', async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity: 1, free: true });
    const people = await f.customers(1);
    const [id] = await queue(occurrence, people);
    await f.cancel(bookings[0]!.headers, bookings[0]!.id);
    expect(await f.bookedCount(occurrence)).toBe(0);

    const res = await f.accept(people[0]!.headers, id!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(offerAcceptedMessage);
    expect(body.data).toMatchObject({
      outcome: 'booked',
      order_id: null,
      entry: { status: 'accepted', order: null },
    });
    expect(body.data.booking_id).toEqual(expect.any(Number));
    expect(body.data.entry.booking_id).toBe(body.data.booking_id);
    expect(await f.bookedCount(occurrence)).toBe(1);
    const booking = await f.one<{ user_id: number; status: string }>(
      `select user_id, status from bookings where id = ${body.data.booking_id}`,
    );
    expect(booking).toEqual({ user_id: people[0]!.id, status: 'active' });
    expect((await f.accept(people[0]!.headers, id!)).statusCode).toBe(409);
  });

  it('puts a priced place in the basket, holding it, on accepting', async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(1);
    const [id] = await queue(occurrence, people);
    await f.cancel(bookings[0]!.headers, bookings[0]!.id);

    const res = await f.accept(people[0]!.headers, id!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: offerInBasketMessage,
      data: { outcome: 'basket', booking_id: null, entry: { status: 'accepted' } },
    });
    const cart = (
      await t.inject({ method: 'GET', url: '/api/activities/cart', headers: people[0]!.headers })
    ).json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ name: 'Checkout class', price: { raw: 650 } });
    const line = await f.one<{ live: boolean }>(
      `select hold_expires_at > now() as live from cart_items where occurrence_id = ${occurrence}`,
    );
    expect(line.live).toBe(true);
    expect(await f.bookedCount(occurrence)).toBe(0);
  });

  it("drops the attendee's clashing entries when promoted, passing a clashing offer on", async () => {
    const a = await f.fullSession({ capacity: 1, hours: 72, free: true });
    const b = await f.fullSession({ capacity: 1, hours: 72, minutes: 90 });
    const c = await f.fullSession({ capacity: 1, hours: 73, minutes: 30 });
    const later = await f.fullSession({ capacity: 1, hours: 96 });
    const [person, next] = await f.customers(2);
    const [onA] = await queue(a.occurrence, [person!]);
    const [onB] = await queue(b.occurrence, [person!]);
    await queue(b.occurrence, [next!]);
    await queue(c.occurrence, [person!]);
    const [onLater] = await queue(later.occurrence, [person!]);
    await f.cancel(a.bookings[0]!.headers, a.bookings[0]!.id);
    await f.cancel(b.bookings[0]!.headers, b.bookings[0]!.id);
    expect((await f.entries(b.occurrence)).map((e) => e.status)).toEqual(['offered', 'waiting']);

    expect((await f.accept(person!.headers, onA!)).json().data.outcome).toBe('booked');
    // B overlaps A: dropped, its offer passed to the next; C starts as A ends: no clash; nor the later one.
    expect((await f.entries(b.occurrence)).map((e) => e.status)).toEqual(['dropped', 'offered']);
    expect((await f.entries(c.occurrence)).map((e) => e.status)).toEqual(['waiting']);
    expect((await f.entry(person!.headers, onLater!)).json().data.status).toBe('waiting');
    expect((await f.entry(person!.headers, onB!)).json().data.status).toBe('dropped');
  });

  it('closes the queues of sessions that have started', async () => {
    const { occurrence } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(1);
    await queue(occurrence, people);
    await t.sql(`update occurrences set starts_at = now() - interval '1 minute' where id = ${occurrence}`);
    await sweep();
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['closed']);
  });

  it('offers a place freed without a cancellation (a lapsed basket hold) on the next sweep', async () => {
    const { occurrence } = await f.fullSession({ capacity: 1 });
    const people = await f.customers(1);
    await queue(occurrence, people);
    await t.sql(`update occurrences set capacity = 2 where id = ${occurrence}`);
    await sweep();
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['offered']);
  });
});
