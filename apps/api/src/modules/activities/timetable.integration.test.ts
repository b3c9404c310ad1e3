import {
  courtSlotsResponse,
  fullMessage,
  notYetBookableMessage,
  occurrenceDetailResponse,
  venueCategoriesResponse,
} from '@leisure/contracts/activities';
import { toCamelKeys } from '@leisure/contracts/wire-case';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { localDate } from '../../platform/local-time';
import { zonedInstant } from './session-clock';
import { sharedReadsTtlMs } from './timetable.service';
import { bearerOf, datesOf, day, sessionsOf, times, venuePath } from './timetable-test-kit';

describe('what is on (spec part 3)', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });

  it('lists what a venue offers by category, and 404s an unknown venue', async () => {
    const res = await get(`${venuePath}/categories`);
    expect(res.statusCode).toBe(200);
    const categories = venueCategoriesResponse.parse(toCamelKeys(res.json())).data;
    expect(categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['classes', 'swimming', 'courts', 'gym', 'courses']),
    );
    expect(res.json().data[0].activities[0]).toHaveProperty('category_slug');
    expect((await get('/api/activities/venue/nowhere/categories')).statusCode).toBe(404);
  });

  it('lists the days with sessions from today, in the venue’s time, for four weeks', async () => {
    const res = await get(`${venuePath}/activity-category/classes/dates`);
    expect(res.statusCode).toBe(200);
    const dates = datesOf(res.json());
    expect(dates[0]).toMatchObject({ raw: day(0), today: true, difference: 0 });
    expect(dates.length).toBeLessThanOrEqual(28);
    expect(dates.filter((d) => d.today)).toHaveLength(1);
    expect(res.json().data[0]).toHaveProperty('full_date_pretty');
    const later = datesOf((await get(`${venuePath}/activity-category/classes/dates?from=${day(5)}`)).json());
    expect(later[0]!.raw).toBe(day(5));
    expect(later[0]!.today).toBe(false);
  });

  it('refuses a malformed day, and 404s an unknown category', async () => {
    const bad = await get(`${venuePath}/activity-category/classes/dates?from=2026-02-30`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toBeDefined();
    expect((await get(`${venuePath}/activity-category/nothing/dates`)).statusCode).toBe(404);
  });

  it('lists a category’s day for the web timetable, unreleased sessions included', async () => {
    const res = await get(`${venuePath}/activity-category/classes/times?date=${day(12)}`);
    expect(res.statusCode).toBe(200);
    const sessions = sessionsOf(res.json());
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      expect(s.actionToShow).toEqual({ status: null, reason: notYetBookableMessage });
      expect(Date.parse(s.firstBookableAt.utc)).toBeGreaterThan(Date.now());
    }
    expect(res.json().data[0].first_bookable_at).toHaveProperty('format_24_hour');
  });

  it('answers an activity’s times in part 3’s snake_case shape, at all three addresses', async () => {
    for (const leaf of ['times', 'v2/times', 'timetable']) {
      const res = await get(`${venuePath}/activity/yoga-flow/${leaf}?date=${day(1)}`);
      expect(res.statusCode).toBe(200);
      const [first] = sessionsOf(res.json());
      expect(first).toMatchObject({ activitySlug: 'yoga-flow', cartType: 'purchasableOccurrence' });
      const wire = res.json().data[0];
      expect(typeof wire.id).toBe('string');
      expect(wire.date).toHaveProperty('full_date_pretty');
      expect(wire.starts_at).toHaveProperty('format_24_hour', '09:00');
      expect(wire.starts_at).toHaveProperty('format_12_hour', '9:00am');
      expect(wire.action_to_show).toEqual({ status: 'BOOK', reason: null });
      expect(wire).toHaveProperty('spaces_remaining');
      expect(wire).toHaveProperty('pricing_option_id');
    }
  });

  it('answers 422 for a day none of whose sessions is released yet', async () => {
    for (const leaf of ['times', 'v2/times', 'timetable']) {
      const res = await get(`${venuePath}/activity/yoga-flow/${leaf}?date=${day(12)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: notYetBookableMessage });
    }
  });

  it('refuses a malformed date with a field message, and 404s unknown venues and activities', async () => {
    for (const date of ['tomorrow', '2026-13-01']) {
      const res = await times(t, 'yoga-flow', date);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.date).toBeDefined();
    }
    expect((await times(t, 'underwater-chess', day(1))).statusCode).toBe(404);
    expect(
      (await get(`/api/activities/venue/nowhere/activity/yoga-flow/times?date=${day(1)}`)).statusCode,
    ).toBe(404);
  });

  it('shows FULL for a session whose bookings take every place', async () => {
    // The demo's 19:00 Spin is full every third day (seed/demo-timetable-plan.ts).
    const [spin] = sessionsOf((await times(t, 'spin', day(3))).json());
    expect(spin).toMatchObject({ spaces: 0, bookingsCount: spin!.capacity });
    expect(spin!.actionToShow).toEqual({ status: 'FULL', reason: fullMessage });
  });

  it('shows a cancelled session with nothing to press', async () => {
    const pilates = sessionsOf((await times(t, 'pilates', day(2))).json());
    const cancelled = pilates.find((s) => s.startsAt.format24Hour === '10:30');
    expect(cancelled?.actionToShow.status).toBeNull();
    expect(cancelled?.actionToShow.reason).toBeTruthy();
  });

  it('answers a part-released day with its released and unreleased sessions', async () => {
    // Lane swimming rolls: each session opens exactly 3 × 24 h before it starts.
    const edge = new Date(Date.now() + 3 * 86_400_000);
    const date = localDate(edge);
    const { rows } = (await t.sql(
      "select a.id, a.venue_id, a.client_id from activities a join venues v on v.id = a.venue_id where v.slug = 'manchester-central' and a.slug = 'lane-swimming'",
    )) as { rows: { id: number; venue_id: number; client_id: number }[] };
    const lane = rows[0]!;
    const location = (
      (await t.sql(`select id from locations where venue_id = ${lane.venue_id} and slug = 'main-pool'`)) as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    // The first minutes and the last of that day: one is inside the window and one outside, whatever the time now.
    for (const clock of ['00:02', '23:57']) {
      const startsAt = zonedInstant(date, clock, 'Europe/London');
      const endsAt = new Date(startsAt.getTime() + 60_000);
      await t.sql(
        `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
         values (${lane.client_id}, ${lane.id}, ${lane.venue_id}, ${location}, '${startsAt.toISOString()}', '${endsAt.toISOString()}', 10)`,
      );
    }
    // Written straight to the database, as another instance would: the day's shared read catches up within its bound.
    await new Promise((resolve) => setTimeout(resolve, sharedReadsTtlMs + 50));
    const res = await times(t, 'lane-swimming', date);
    expect(res.statusCode).toBe(200);
    const statuses = sessionsOf(res.json()).map((s) => s.actionToShow);
    expect(statuses).toContainEqual({ status: 'BOOK', reason: null });
    expect(statuses).toContainEqual({ status: null, reason: notYetBookableMessage });
  });

  it('prices for the signed-in customer: free for a member, pay as you go for others', async () => {
    const visitor = sessionsOf((await times(t, 'yoga-flow', day(1))).json())[0]!;
    expect(visitor.price).toMatchObject({ raw: 750, benefitApplied: false });
    const alex = sessionsOf(
      (await times(t, 'yoga-flow', day(1), await bearerOf(t, 'alex.morgan@example.com'))).json(),
    )[0]!;
    expect(alex.price).toMatchObject({ raw: 0, benefitApplied: true, formatted: '£0.00' });
    expect(alex.benefitAvailable).toBe(true);
    const priya = sessionsOf(
      (await times(t, 'yoga-flow', day(1), await bearerOf(t, 'priya.shah@example.com'))).json(),
    )[0]!;
    expect(priya.price).toMatchObject({ raw: 750, benefitApplied: false });
    expect(priya.pricingOptionId).toBe(visitor.pricingOptionId);
    expect(alex.pricingOptionId).not.toBe(visitor.pricingOptionId);
  });

  it('shows BOOKED, with the booking, to the customer who has a place', async () => {
    const [hiit] = sessionsOf((await times(t, 'hiit', day(1))).json());
    await t.sql(`
      with o as (update occurrences set booked_count = booked_count + 1 where id = ${hiit!.id} returning id, client_id, activity_id)
      insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
      select o.client_id, o.id, o.activity_id, u.id, u.id, 0 from o, users u where u.email = 'alex.morgan@example.com'`);
    const alex = await bearerOf(t, 'alex.morgan@example.com');
    const mine = sessionsOf((await times(t, 'hiit', day(1), alex)).json())[0]!;
    expect(mine.actionToShow.status).toBe('BOOKED');
    expect(mine.booking).toMatchObject({ id: expect.any(Number), status: 'active' });
    const theirs = sessionsOf(
      (await times(t, 'hiit', day(1), await bearerOf(t, 'priya.shah@example.com'))).json(),
    )[0]!;
    expect(theirs.booking).toBeNull();
    expect(theirs.actionToShow.status).toBe('BOOK');
  });

  it('lists courts one row per hour, with the courts free as its places', async () => {
    const slots = sessionsOf((await times(t, 'badminton', day(4))).json());
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((s) => s.startsAt.format24Hour)).size).toBe(slots.length);
    for (const s of slots) {
      expect(s.bookingType).toBe('slot');
      expect(s.capacity).toBe(3);
      expect(s.spaces).toBe(s.capacity - s.bookingsCount);
    }
    // Every fourth day the 19:00 courts are all taken.
    expect(slots.find((s) => s.startsAt.format24Hour === '19:00')?.actionToShow.status).toBe('FULL');
  });

  it('lists each court at one time, and whether it is free', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `${venuePath}/activity/badminton/slots?date=${day(1)}&start_time=18:00&end_time=19:00`,
    });
    expect(res.statusCode).toBe(200);
    const courts = courtSlotsResponse.parse(toCamelKeys(res.json())).data;
    expect(courts.map((c) => c.location.name)).toEqual(['Court 1', 'Court 2', 'Court 3']);
    expect(courts.some((c) => c.available)).toBe(true);
    const bad = await t.inject({
      method: 'GET',
      url: `${venuePath}/activity/badminton/slots?date=${day(1)}&start_time=6pm&end_time=19:00`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_time).toBeDefined();
  });

  it('shows one session with a ticket per price, available as the customer may use it', async () => {
    const [yoga] = sessionsOf((await times(t, 'yoga-flow', day(1))).json());
    const visitor = await t.inject({ method: 'GET', url: `/api/v1/activities/occurrences/${yoga!.id}` });
    expect(visitor.statusCode).toBe(200);
    const detail = occurrenceDetailResponse.parse(toCamelKeys(visitor.json())).data;
    expect(detail.id).toBe(yoga!.id);
    expect(visitor.json().data.tickets[0].pricing_option).toHaveProperty('id');
    const kinds = (available: boolean) =>
      detail.tickets.filter((k) => k.available === available).map((k) => k.pricingOption.kind);
    expect(kinds(true)).toEqual(['payg']);
    // The activity's picture comes with it, and its address answers the picture.
    expect(detail.image?.src).toMatch(/^\/api\/images\/[a-f0-9]{32}\/640\.webp$/);
    const picture = await t.inject({ method: 'GET', url: detail.image!.src });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const alex = await t.inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${yoga!.id}`,
      headers: await bearerOf(t, 'alex.morgan@example.com'),
    });
    const forAlex = occurrenceDetailResponse.parse(toCamelKeys(alex.json())).data;
    expect(forAlex.tickets.every((k) => k.available)).toBe(true);
    for (const id of ['999999999', 'abc', '-1']) {
      expect(
        (await t.inject({ method: 'GET', url: `/api/v1/activities/occurrences/${id}` })).statusCode,
      ).toBe(404);
    }
  });

  it("gives a session's description cleaned for display, whatever was stored", async () => {
    const [yoga] = sessionsOf((await times(t, 'yoga-flow', day(1))).json());
    await t.sql(
      `update activities set description = '<p style="color:#fff">Bring a mat</p><script>steal()</script><img src="x" onerror="steal()">' where slug = 'yoga-flow'`,
    );
    await new Promise((resolve) => setTimeout(resolve, sharedReadsTtlMs + 50));
    const res = await t.inject({ method: 'GET', url: `/api/v1/activities/occurrences/${yoga!.id}` });
    expect(res.json().data.description).toBe('<p>Bring a mat</p><img src="x">');
  });

  it('publishes every address in the OpenAPI document, with snake_case query names', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/api/activities/venue/'))).toHaveLength(7);
    expect(paths).toContain('/api/v1/activities/occurrences/{id}');
    const slots = Object.entries(doc.paths).find(([p]) => p.endsWith('/slots'))![1] as {
      get: { parameters: { name: string }[] };
    };
    expect(slots.get.parameters.map((p) => p.name)).toContain('start_time');
  });
});
