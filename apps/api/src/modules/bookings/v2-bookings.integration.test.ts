import { bookingCancelledMessage, startingSoonMessage } from '@leisure/contracts/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

describe('V2 bookings (v1 activities bookings)', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  const ids: Record<string, number> = {};
  let v2Activity: number;
  let v2Location: number;
  let v2Venue: number;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    for (const [name, where] of [
      ['alex', `email = '${demo.username}'`],
      ['priya', `email = 'priya.shah@example.com'`],
      ['mia', `reference = 'C100030'`],
    ] as const) {
      ids[name] = (await f.one<{ id: number }>(`select id from users where ${where}`)).id;
    }
    // A V2 venue of its own, so the demo venues' flags do not matter here.
    v2Venue = (
      await f.one<{ id: number }>(
        `insert into venues (client_id, name, slug, address1, city, postcode, lat, lng, activities_v2_enabled)
         values (${f.clientId}, 'V2 Centre', 'v2-centre', '1 High Street', 'York', 'YO1 1AA', 53.96, -1.08, true)
         returning id`,
      )
    ).id;
    const { category_id: categoryId } = await f.one<{ category_id: number }>(
      `select category_id from activities where id = ${f.activityId}`,
    );
    v2Location = (
      await f.one<{ id: number }>(
        `insert into locations (client_id, venue_id, name, slug, type) values (${f.clientId}, ${v2Venue}, 'Hall', 'v2-hall', 'studio') returning id`,
      )
    ).id;
    v2Activity = (
      await f.one<{ id: number }>(
        `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead)
         values (${f.clientId}, ${v2Venue}, ${categoryId}, 'v2-class', 'V2 class', 60, 7) returning id`,
      )
    ).id;
    await t.sql(`update clients set activities_v2_enabled = true where id = ${f.clientId}`);
  });

  async function booked({
    v2 = true,
    user = ids.alex!,
    by = user,
    hours = 48,
  }: {
    v2?: boolean;
    user?: number;
    by?: number;
    hours?: number;
  } = {}) {
    const occurrence = v2
      ? (
          await f.one<{ id: number }>(
            `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
             values (${f.clientId}, ${v2Activity}, ${v2Venue}, ${v2Location}, now() + interval '${hours} hours',
                     now() + interval '${hours} hours' + interval '1 hour', 10, 1) returning id`,
          )
        ).id
      : await f.session({ booked: 1 });
    const activity = v2 ? v2Activity : f.activityId;
    return (
      await f.one<{ id: number }>(
        `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
         values (${f.clientId}, ${occurrence}, ${activity}, ${user}, ${by}, 500) returning id`,
      )
    ).id;
  }
  const list = (headers: Headers, query: string) =>
    t.inject({ method: 'GET', url: `/api/v1/activities/bookings?${query}`, headers });
  const future = () =>
    `starts_after=${encodeURIComponent(new Date().toISOString())}&cancellation_source=my-account`;
  const idsOf = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((b) => b.id);
  const patch = (headers: Headers, payload: Record<string, unknown>) =>
    t.inject({ method: 'PATCH', url: '/api/v1/activities/bookings', headers, payload });
  const cancelBody = (bookingIds: number[]) => ({
    data: { cancellation_source: 'my-account' },
    update_type: 'cancellation',
    booking_ids: bookingIds,
  });
  const status = async (id: number) =>
    (await f.one<{ status: string }>(`select status from bookings where id = ${id}`)).status;

  it('lists V2 bookings there and the others in my-account/bookings, without duplicates', async () => {
    const v2 = await booked();
    const classic = await booked({ v2: false });
    const res = await list(alex, `user_id=${ids.alex}&${future()}`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toContain(v2);
    expect(idsOf(res)).not.toContain(classic);
    expect(res.json().data.find((b: { id: number }) => b.id === v2)).toMatchObject({ is_v2_booking: true });

    const mine = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: alex,
    });
    expect(idsOf(mine)).toContain(classic);
    expect(idsOf(mine)).not.toContain(v2);
    expect(mine.json().data.find((b: { id: number }) => b.id === classic)).toMatchObject({
      is_v2_booking: false,
    });

    const past = await list(
      alex,
      `user_id=${ids.alex}&starts_before=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(past.statusCode).toBe(200);
    expect(idsOf(past)).not.toContain(v2);
  });

  it('lists everything in my-account/bookings when the operator has V2 off', async () => {
    const v2 = await booked();
    await t.sql(`update clients set activities_v2_enabled = false where id = ${f.clientId}`);
    try {
      const mine = await t.inject({
        method: 'GET',
        url: '/api/my-account/bookings?filter=future',
        headers: alex,
      });
      expect(idsOf(mine)).toContain(v2);
    } finally {
      await t.sql(`update clients set activities_v2_enabled = true where id = ${f.clientId}`);
    }
  });

  it('lists a family member’s V2 bookings for the account holder, and nobody else’s', async () => {
    const mias = await booked({ user: ids.mia!, by: ids.alex! });
    expect(idsOf(await list(alex, `user_id=${ids.mia}&${future()}`))).toContain(mias);
    expect((await list(priya, `user_id=${ids.mia}&${future()}`)).statusCode).toBe(404);
    expect((await list(alex, `user_id=${ids.priya}&${future()}`)).statusCode).toBe(404);
    expect((await list({}, `user_id=${ids.alex}&${future()}`)).statusCode).toBe(401);
  });

  it('refuses a list without one bound, or with a bound that is not a date (422)', async () => {
    expect((await list(alex, `user_id=${ids.alex}`)).statusCode).toBe(422);
    expect((await list(alex, `user_id=${ids.alex}&starts_after=soon`)).statusCode).toBe(422);
    expect(
      (await list(alex, `starts_after=${encodeURIComponent(new Date().toISOString())}`)).statusCode,
    ).toBe(422);
  });

  it('cancels V2 bookings with the PATCH, answering per booking', async () => {
    const a = await booked();
    const b = await booked();
    const res = await patch(alex, cancelBody([a, b]));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(bookingCancelledMessage);
    expect(res.json().data).toEqual([
      { id: a, status: 'cancelled', credit_awarded: 500, message: bookingCancelledMessage },
      { id: b, status: 'cancelled', credit_awarded: 500, message: bookingCancelledMessage },
    ]);
    expect(await status(a)).toBe('cancelled');
    expect(idsOf(await list(alex, `user_id=${ids.alex}&${future()}`))).not.toContain(a);
  });

  it('fails as DELETE would when nothing could be cancelled, and reports a partial cancel per booking', async () => {
    await t.sql(`update activities set cutoff_action = 'no-cancel' where id = ${v2Activity}`);
    try {
      const soon = await booked({ hours: 1 });
      const refused = await patch(alex, cancelBody([soon]));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(startingSoonMessage);
      const later = await booked();
      const partial = await patch(alex, cancelBody([soon, later]));
      expect(partial.statusCode).toBe(200);
      expect(partial.json().data).toMatchObject([
        { id: soon, status: 'not-cancelled', message: startingSoonMessage },
        { id: later, status: 'cancelled' },
      ]);
      expect(await status(soon)).toBe('active');
    } finally {
      await t.sql(`update activities set cutoff_action = 'no-credit' where id = ${v2Activity}`);
    }
  });

  it('404s for someone else’s or a non-V2 booking, touching nothing; 422 for a bad body', async () => {
    const mine = await booked();
    const priyas = await booked({ user: ids.priya! });
    const classic = await booked({ v2: false });
    expect((await patch(alex, cancelBody([mine, priyas]))).statusCode).toBe(404);
    expect((await patch(alex, cancelBody([classic]))).statusCode).toBe(404);
    expect(await status(mine)).toBe('active');
    expect(await status(priyas)).toBe('active');
    expect((await patch(alex, { ...cancelBody([mine]), update_type: 'reschedule' })).statusCode).toBe(422);
    expect((await patch(alex, cancelBody([]))).statusCode).toBe(422);
    expect((await patch({}, cancelBody([mine]))).statusCode).toBe(401);
    const mias = await booked({ user: ids.mia!, by: ids.alex! });
    expect((await patch(priya, cancelBody([mias]))).statusCode).toBe(404);
    expect((await patch(alex, cancelBody([mias]))).statusCode).toBe(200);
  });
});
