import {
  alreadyCancelledMessage,
  bookingCancelledMessage,
  startingSoonMessage,
} from '@leisure/contracts/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

describe('cancelling a booking (DELETE /api/activities/bookings/:id/)', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    for (const ref of ['C100001', 'C100030']) {
      ids[ref] = (await f.one<{ id: number }>(`select id from users where reference = '${ref}'`)).id;
    }
    ids.priya = (
      await f.one<{ id: number }>(`select id from users where email = 'priya.shah@example.com'`)
    ).id;
  });

  /** A booked place in a new session: the count and the booking as checkout leaves them. */
  async function booked({
    user = ids.C100001!,
    by = user,
    price = 650,
    capacity = 10,
    hours = 48,
  }: {
    user?: number;
    by?: number;
    price?: number;
    capacity?: number;
    hours?: number;
  } = {}) {
    const occurrence = await f.session({ capacity, booked: 1 });
    await t.sql(
      `update occurrences set starts_at = now() + interval '${hours} hours',
         ends_at = now() + interval '${hours} hours' + interval '1 hour' where id = ${occurrence}`,
    );
    const { id } = await f.one<{ id: number }>(
      `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
       values (${f.clientId}, ${occurrence}, ${f.activityId}, ${user}, ${by}, ${price}) returning id`,
    );
    return { id, occurrence };
  }

  const cancel = (headers: Headers, id: number, slash = '/') =>
    t.inject({ method: 'DELETE', url: `/api/activities/bookings/${id}${slash}?source=my-account`, headers });
  const credit = async (userId: number) =>
    (
      await f.one<{ total: number }>(
        `select coalesce(sum(amount), 0)::int as total from credit_entries
         where user_id = ${userId} and kind = 'general' and (expires_at is null or expires_at > now())`,
      )
    ).total;
  const bookedCount = async (occurrence: number) =>
    (await f.one<{ booked_count: number }>(`select booked_count from occurrences where id = ${occurrence}`))
      .booked_count;
  /** The activity's cancellation terms: the defaults, with these columns changed. */
  const setTerms = (changes: Record<string, string> = {}) => {
    const terms = {
      cancellation_cutoff_minutes: '60',
      cutoff_action: "'no-cancel'",
      cutoff_message: 'null',
      cancellation_awards_credit: 'true',
      ...changes,
    };
    const set = Object.entries(terms).map(([column, value]) => `${column} = ${value}`);
    return t.sql(`update activities set ${set.join(', ')} where id = ${f.activityId}`);
  };

  it('cancels once, credits the price once, and refuses the second cancel with a 409', async () => {
    await setTerms();
    const { id, occurrence } = await booked({ price: 650 });
    const before = await credit(ids.C100001!);

    const res = await cancel(alex, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: bookingCancelledMessage,
      data: { id, status: 'cancelled', credit_awarded: 650 },
    });
    expect(await credit(ids.C100001!)).toBe(before + 650);
    expect(await bookedCount(occurrence)).toBe(0);

    const again = await cancel(alex, id, '');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(alreadyCancelledMessage);
    expect(await credit(ids.C100001!)).toBe(before + 650);
    expect(await bookedCount(occurrence)).toBe(0);
  });

  it('lets only one of two concurrent cancels through', async () => {
    await setTerms();
    const { id } = await booked({ price: 400 });
    const before = await credit(ids.C100001!);
    const codes = (await Promise.all([cancel(alex, id), cancel(alex, id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(await credit(ids.C100001!)).toBe(before + 400);
  });

  it("hides someone else's booking (404) and cancels a family member's booked by the account holder", async () => {
    await setTerms();
    const theirs = await booked({ user: ids.priya! });
    expect((await cancel(alex, theirs.id)).statusCode).toBe(404);
    expect((await cancel(alex, 999_999_999)).statusCode).toBe(404);
    expect(await bookedCount(theirs.occurrence)).toBe(1);

    const mias = await booked({ user: ids.C100030!, by: ids.C100001!, price: 300 });
    expect((await cancel(priya, mias.id)).statusCode).toBe(404);
    const before = await credit(ids.C100001!);
    const res = await cancel(alex, mias.id);
    expect(res.statusCode).toBe(200);
    // The credit goes to whoever paid: the account holder.
    expect(await credit(ids.C100001!)).toBe(before + 300);
  });

  it("inside the cut-off refuses with 'no-cancel' and cancels without credit with 'no-credit'", async () => {
    await setTerms({
      cancellation_cutoff_minutes: '180',
      cutoff_message: "'Too late to cancel this class.'",
    });
    const refused = await booked({ hours: 2 });
    const res = await cancel(alex, refused.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Too late to cancel this class.');
    expect(await bookedCount(refused.occurrence)).toBe(1);

    await setTerms({ cancellation_cutoff_minutes: '180' });
    expect((await cancel(alex, refused.id)).json().message).toBe(startingSoonMessage);

    await setTerms({ cancellation_cutoff_minutes: '180', cutoff_action: "'no-credit'" });
    const before = await credit(ids.C100001!);
    const late = await cancel(alex, refused.id);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.credit_awarded).toBe(0);
    expect(await credit(ids.C100001!)).toBe(before);
    expect(await bookedCount(refused.occurrence)).toBe(0);
  });

  it('awards no credit when the activity does not, or the place was free', async () => {
    await setTerms({ cancellation_awards_credit: 'false' });
    const before = await credit(ids.C100001!);
    expect((await cancel(alex, (await booked()).id)).json().data.credit_awarded).toBe(0);
    await setTerms();
    expect((await cancel(alex, (await booked({ price: 0 })).id)).json().data.credit_awarded).toBe(0);
    expect(await credit(ids.C100001!)).toBe(before);
  });

  it('refuses a session that has started, whatever the cut-off action', async () => {
    await setTerms({ cutoff_action: "'no-credit'" });
    const { id } = await booked({ hours: -1 });
    const res = await cancel(alex, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(startingSoonMessage);
  });

  it('asks for a session, and a cookie session for its CSRF token; a bearer token needs none', async () => {
    await setTerms();
    const { id } = await booked();
    expect((await cancel({}, id)).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    const { jar } = cookiesOf(login);
    const cookie = `sid=${jar.sid}; xsrf=${jar.xsrf}`;
    expect((await cancel({ cookie }, id)).statusCode).toBe(419);
    expect((await cancel({ cookie, 'x-xsrf-token': jar.xsrf! }, id)).statusCode).toBe(200);
    expect((await cancel(alex, (await booked()).id)).statusCode).toBe(200);
  });

  it('frees the place for another customer', async () => {
    await setTerms();
    const { id, occurrence } = await booked({ capacity: 1 });
    const add = () =>
      f.post(priya, '/api/activities/cart/add', {
        items: [{ id: String(occurrence), type: 'activity', activity_restriction_ids: [] }],
      });
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: priya });
    expect((await add()).statusCode).toBe(409);
    expect((await cancel(alex, id)).statusCode).toBe(200);
    expect(await bookedCount(occurrence)).toBe(0);
    expect((await add()).statusCode).toBe(200);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: priya });
  });

  it('lists whether each booking can be cancelled and whether it earns credit', async () => {
    await setTerms();
    const early = await booked({ hours: 48 });
    const late = await booked({ hours: 0.5 });
    const res = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: alex,
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((b: { id: number }) => [b.id, b]));
    expect(byId.get(early.id)).toMatchObject({
      can_be_cancelled: true,
      cancellation: { can_cancel: true },
      cancellation_cut_off: { cutoff_action: 'no-cancel' },
      awards_credit: {
        can_be_awarded: true,
        message: 'A credit for the value of this booking will be added to your account.',
      },
    });
    expect(byId.get(late.id)).toMatchObject({
      can_be_cancelled: false,
      cancellation: { can_cancel: false },
      awards_credit: { can_be_awarded: false, message: 'You are not eligible for credit for this booking.' },
    });
  });
});
