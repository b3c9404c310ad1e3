import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/platform/db/client';
import { demo, openTestDatabase, testConfig } from './test-app';

type Json = Record<string, any>;

/**
 * The outside tools of spec part 3, acted out over a real socket: plain fetch, JSON with snake_case keys,
 * a bearer token and never a cookie or a CSRF header. Every name asserted here is the wire's, as part 3
 * writes it, so a rename at the edge breaks this file before it breaks a booking bot.
 */
describe('the bookings API as part 3’s tools call it', () => {
  let app: FastifyInstance;
  let database: Database;
  let base: string;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** One call as a tool makes it; `status` is returned beside the parsed body. */
  async function call(method: string, path: string, body?: Json): Promise<{ status: number; json: Json }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : {} };
  }

  const timesOf = (activity: string, date: string, leaf = 'times') =>
    call('GET', `/api/activities/venue/manchester-central/activity/${activity}/${leaf}?date=${date}`);

  /** The first session of the activity, over the days the category lists, whose action is `status`. */
  async function findSession(category: string, activity: string, status: string) {
    const dates = await call(
      'GET',
      `/api/activities/venue/manchester-central/activity-category/${category}/dates`,
    );
    expect(dates.status).toBe(200);
    for (const day of dates.json.data as Json[]) {
      const times = await timesOf(activity, day.raw);
      if (times.status !== 200) continue;
      const found = (times.json.data as Json[]).find((s) => s.action_to_show?.status === status);
      if (found) return { date: day.raw as string, session: found };
    }
    throw new Error(`no ${status} session of ${activity}`);
  }

  const cartAdd = (id: string, pricingOptionId?: number) =>
    call('POST', '/api/activities/cart/add', {
      items: [
        {
          id,
          type: 'purchasableOccurrence',
          ...(pricingOptionId ? { pricing_option_id: pricingOptionId } : {}),
          activity_restriction_ids: [],
        },
      ],
      membership_user_id: userId,
      selected_user_id: userId,
    });

  it('refuses a wrong password with 401 and a message, and answers a right one with a top-level token', async () => {
    const wrong = await call('POST', '/api/auth/customer/login', {
      username: demo.username,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toEqual(expect.any(String));

    const right = await call('POST', '/api/auth/customer/login', {
      username: demo.username,
      password: demo.password,
    });
    expect(right.status).toBe(200);
    expect(right.json.token).toEqual(expect.any(String));
    token = right.json.token;

    const user = await call('GET', '/api/auth/user');
    expect(user.status).toBe(200);
    userId = user.json.data.membership_user.id;
    expect(userId).toEqual(expect.any(Number));
  });

  it('lists the same sessions at times, v2/times and timetable', async () => {
    const { date } = await findSession('classes', 'yoga-flow', 'BOOK');
    const lists = await Promise.all(
      ['times', 'v2/times', 'timetable'].map((leaf) => timesOf('yoga-flow', date, leaf)),
    );
    for (const list of lists) expect(list.status).toBe(200);
    expect(lists[1]!.json.data).toEqual(lists[0]!.json.data);
    expect(lists[2]!.json.data).toEqual(lists[0]!.json.data);
    const item = lists[0]!.json.data[0];
    for (const key of [
      'id',
      'name',
      'category_slug',
      'duration',
      'venue_name',
      'pricing_option_id',
      'cart_type',
    ])
      expect(item).toHaveProperty(key);
    expect(typeof item.id).toBe('string');
    expect(item.date.raw).toBe(date);
    expect(item.starts_at.format_24_hour).toMatch(/^\d\d:\d\d$/);
    expect(item.location).toMatchObject({ venue_slug: 'manchester-central' });
    expect(item.price).toHaveProperty('raw');
  });

  it('takes a category slug copied from a page address where part 3 has the activity: all its sessions', async () => {
    const { date } = await findSession('classes', 'yoga-flow', 'BOOK');
    const venue = '/api/activities/venue/manchester-central';
    const category = await call('GET', `${venue}/activity-category/classes/times?date=${date}`);
    expect(category.status).toBe(200);
    for (const leaf of ['times', 'v2/times', 'timetable']) {
      const res = await timesOf('classes', date, leaf);
      expect(res.status, leaf).toBe(200);
      expect(res.json.data).toEqual(category.json.data);
      const sessions = res.json.data as Json[];
      expect(new Set(sessions.map((s) => s.activity_slug)).size).toBeGreaterThan(1);
      expect(sessions.every((s) => s.category_slug === 'classes')).toBe(true);
    }
    const later = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    expect((await timesOf('classes', later)).status).toBe(422);
    expect((await timesOf('no-such-thing', date)).status).toBe(404);

    // Courts: the timetable page names the category, the slot page the activity; both answer slots.
    const courts = await timesOf('courts', date);
    expect(courts.status).toBe(200);
    const slot = (courts.json.data as Json[])[0]!;
    expect(slot.activity_slug).toBe('badminton');
    const times = `date=${date}&start_time=${slot.starts_at.format_24_hour}&end_time=${slot.ends_at.format_24_hour}`;
    const byCategory = await call('GET', `${venue}/activity/courts/slots?${times}`);
    const byActivity = await call('GET', `${venue}/activity/badminton/slots?${times}`);
    expect(byCategory.status).toBe(200);
    expect(byCategory.json.data.length).toBeGreaterThan(0);
    expect(byCategory.json.data).toEqual(byActivity.json.data);
  });

  it('books a free session from the timetable to my bookings', async () => {
    // Start from an empty basket, as a bot clearing what an earlier run left.
    const before = await call('GET', '/api/activities/cart');
    expect(before.status).toBe(200);
    const stale = (before.json.data.items as Json[]).map((i) => i.id);
    if (stale.length) {
      const cleared = await call('POST', '/api/activities/cart/remove', { cart_item_ids: stale });
      expect(cleared.status).toBe(200);
    }

    const { date, session } = await findSession('classes', 'yoga-flow', 'BOOK');
    const occurrence = await call('GET', `/api/v1/activities/occurrences/${session.id}`);
    expect(occurrence.status).toBe(200);
    const pricingOptionId = occurrence.json.data.tickets[0].pricing_option.id;
    expect(pricingOptionId).toEqual(expect.any(Number));

    const added = await cartAdd(session.id, pricingOptionId);
    expect(added.status).toBe(200);
    const line = (added.json.data.items as Json[]).find((i) => i.name === session.name);
    expect(line).toMatchObject({ id: expect.any(Number), name: session.name });
    // Alex is a member: Yoga Flow is one of his membership's free classes.
    expect(line!.price.raw).toBe(0);

    const prepare = await call('GET', '/api/checkout/prepare');
    expect(prepare.status).toBe(200);
    const terms = await call('GET', `/api/terms?cart_id=${added.json.data.cart_id}`);
    expect(terms.status).toBe(200);
    const termIds = (terms.json.data.data as Json[]).map((t) => t.id);

    const completed = await call('POST', '/api/checkout/complete', {
      completed_waivers: [],
      payments: [],
      selected_user_id: userId,
      source: 'activity-booking',
      terms: termIds,
    });
    expect(completed.status).toBe(200);
    expect(completed.json.data.order_id).toEqual(expect.any(Number));

    const mine = await call('GET', '/api/my-account/bookings?filter=future');
    expect(mine.status).toBe(200);
    const booking = (mine.json.data as Json[]).find(
      (b) =>
        b.item?.date?.raw === date && b.item?.starts_at?.format_24_hour === session.starts_at.format_24_hour,
    );
    expect(booking).toBeDefined();
    expect(booking).toMatchObject({
      status: expect.any(String),
      category: 'Classes',
      date: expect.any(String),
      time: expect.stringMatching(/^\d\d:\d\d/),
      item: { location: { name: session.location.name, venue_slug: 'manchester-central' } },
    });

    // The timetable now shows the place as his, and the session cannot be put in the basket again.
    const again = await cartAdd(session.id, pricingOptionId);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.json.message).toEqual(expect.any(String));
  });

  it('answers a full session with 409 and the spec’s message', async () => {
    let full: { session: Json } | undefined;
    try {
      full = await findSession('classes', 'pilates', 'FULL');
    } catch {
      full = await findSession('classes', 'spin', 'FULL');
    }
    expect(full.session.action_to_show.reason).toBe('The session being booked is already full');
    const refused = await cartAdd(full.session.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The session being booked is already full');
  });

  it('answers a date not yet released with 422 and a message', async () => {
    const later = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const res = await timesOf('yoga-flow', later);
    expect(res.status).toBe(422);
    expect(res.json.message).toEqual(expect.any(String));
  });

  it('takes a line out of the basket by cart_item_ids', async () => {
    const { session } = await findSession('classes', 'pilates', 'BOOK');
    const added = await cartAdd(session.id);
    expect(added.status).toBe(200);
    const line = (added.json.data.items as Json[]).find((i) => i.name === session.name)!;
    const removed = await call('POST', '/api/activities/cart/remove', {
      cart_item_ids: [line.id],
      membership_user_id: userId,
      selected_user_id: userId,
    });
    expect(removed.status).toBe(200);
    expect((removed.json.data.items as Json[]).map((i) => i.id)).not.toContain(line.id);
  });

  it('answers a call without the token as a visitor would be answered: 401 on my bookings', async () => {
    const saved = token;
    token = '';
    try {
      expect((await call('GET', '/api/my-account/bookings?filter=future')).status).toBe(401);
    } finally {
      token = saved;
    }
  });
});
