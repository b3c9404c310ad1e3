import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;
type Required = { user_id: number; user_name: string; waiver_slug: string; waiver_name: string };

const goodAnswers = [
  { question_id: 1, answer: 'no' },
  { question_id: 2, answer: 'Sam Shah' },
];

describe('attendee waivers in the basket and at checkout', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  let priyaId: number;
  let miaId: number;
  let gym: { id: number; version: number };
  let n = 0;
  const key = () => `waiver-key-${Date.now()}-${++n}`;

  const userId = async (email: string) =>
    (await f.one<{ id: number }>(`select id from users where email = '${email}'`)).id;

  /** A new session of the demo's Gym Session at Manchester Central, which requires an induction. */
  async function gymSession(): Promise<number> {
    const { id } = await f.one<{ id: number }>(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
       select a.client_id, a.id, a.venue_id, o.location_id, now() + interval '2 days',
              now() + interval '2 days' + interval '1 hour', 10, 0
       from activities a join venues v on v.id = a.venue_id
       join occurrences o on o.activity_id = a.id
       where a.slug = 'gym-session' and v.slug = 'manchester-central' limit 1
       returning id`,
    );
    return id;
  }

  async function basket(headers: Headers, occurrenceId: number, forUserId?: number) {
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });
    const res = await f.post(headers, '/api/activities/cart/add', {
      items: [
        {
          id: String(occurrenceId),
          type: 'activity',
          activity_restriction_ids: [],
          ...(forUserId ? { purchased_for_user_id: forUserId } : {}),
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { attendee_waivers_required: Required[] };
  }

  const signatures = async (uid: number) =>
    Number(
      (await f.one<{ n: string }>(`select count(*) as n from waiver_signatures where user_id = ${uid}`)).n,
    );
  const bookings = async (uid: number) =>
    Number((await f.one<{ n: string }>(`select count(*) as n from bookings where user_id = ${uid}`)).n);

  /** Priya's Gym Session paid by card, with the waivers given. */
  async function payAsPriya(completedWaivers: unknown[], paymentId?: number) {
    const id = paymentId ?? (await f.payByCard(priya, key())).payment.payment_id;
    const res = await f.complete(priya, {
      idempotency_key: key(),
      payments: [{ tender_type: 'card', payment_id: id }],
      terms: await f.termsIds(priya),
      completed_waivers: completedWaivers,
    });
    return { res, paymentId: id };
  }

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    priyaId = await userId('priya.shah@example.com');
    miaId = (await f.one<{ id: number }>(`select id from users where reference = 'C100030'`)).id;
    const group = (
      await t.inject({ method: 'GET', url: '/api/my-account/user/waivers/gym-induction', headers: priya })
    ).json().data;
    gym = { id: group.restriction.id, version: group.waivers[0].version };
  }, 120_000);

  it('lists the unsigned induction waiver once for an attendee, and none for one who signed it', async () => {
    const session = await gymSession();
    const cart = await basket(priya, session);
    expect(cart.attendee_waivers_required).toEqual([
      {
        user_id: priyaId,
        user_name: 'Priya Shah',
        waiver_slug: 'gym-induction',
        waiver_name: 'Gym induction waiver',
      },
    ]);
    await f.post(priya, '/api/activities/cart/add', {
      items: [{ id: String(await gymSession()), type: 'activity', activity_restriction_ids: [] }],
    });
    const two = (await t.inject({ method: 'GET', url: '/api/activities/cart', headers: priya })).json().data;
    expect(two.attendee_waivers_required).toHaveLength(1);

    expect((await basket(alex, await gymSession())).attendee_waivers_required).toEqual([]);
    // A session that needs no induction needs no waiver.
    expect((await basket(priya, await f.session())).attendee_waivers_required).toEqual([]);
  });

  it('lists a family member’s waiver under their name, which their account holder signs', async () => {
    const cart = await basket(alex, await gymSession(), miaId);
    expect(cart.attendee_waivers_required).toEqual([
      {
        user_id: miaId,
        user_name: 'Mia Morgan',
        waiver_slug: 'gym-induction',
        waiver_name: 'Gym induction waiver',
      },
    ]);
    const { payment } = await f.payByCard(alex, key());
    const res = await f.complete(alex, {
      idempotency_key: key(),
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms: await f.termsIds(alex),
      completed_waivers: [{ user_id: miaId, waiver_id: gym.id, version: gym.version, answers: goodAnswers }],
    });
    expect(res.statusCode).toBe(200);
    expect(await signatures(miaId)).toBe(1);
    expect((await basket(alex, await gymSession(), miaId)).attendee_waivers_required).toEqual([]);
  });

  it('asks again once a signature has expired', async () => {
    const dana = await f.signIn('dana.white@example.com');
    const cart = await basket(dana, await gymSession());
    expect(cart.attendee_waivers_required.map((w) => w.waiver_slug)).toEqual(['gym-induction']);
  });

  it('refuses the pay call without the waiver, or with bad answers, and books nothing', async () => {
    await basket(priya, await gymSession());
    const booked = await bookings(priyaId);
    const missing = await payAsPriya([]);
    expect(missing.res.statusCode).toBe(422);
    expect(Object.keys(missing.res.json().errors)).toEqual(['completed_waivers']);

    const bad = await payAsPriya(
      [
        {
          user_id: priyaId,
          waiver_id: gym.id,
          version: gym.version,
          answers: [{ question_id: 1, answer: 'maybe' }],
        },
      ],
      missing.paymentId,
    );
    expect(bad.res.statusCode).toBe(422);
    const fields = Object.keys(bad.res.json().errors);
    expect(fields).toContain('completed_waivers.0.answers.1');
    expect(fields).toContain('completed_waivers.0.answers.2');

    const stale = await payAsPriya(
      [{ user_id: priyaId, waiver_id: gym.id, version: gym.version + 1, answers: goodAnswers }],
      missing.paymentId,
    );
    expect(stale.res.statusCode).toBe(422);
    expect(Object.keys(stale.res.json().errors)).toEqual(['completed_waivers.0.version']);
    expect(await signatures(priyaId)).toBe(0);
    expect(await bookings(priyaId)).toBe(booked);

    // Good answers with a refused payment: the order's transaction rolls the signature back too.
    const unpaid = await f.complete(priya, {
      idempotency_key: key(),
      terms: await f.termsIds(priya),
      completed_waivers: [
        { user_id: priyaId, waiver_id: gym.id, version: gym.version, answers: goodAnswers },
      ],
    });
    expect(unpaid.statusCode).toBe(422);
    expect(Object.keys(unpaid.json().errors)).toEqual(['payments']);
    expect(await signatures(priyaId)).toBe(0);

    // The card stayed authorised: the corrected answers pay with it.
    const paid = await payAsPriya(
      [{ user_id: priyaId, waiver_id: gym.id, version: gym.version, answers: goodAnswers }],
      missing.paymentId,
    );
    expect(paid.res.statusCode).toBe(200);
    expect(await signatures(priyaId)).toBe(1);
    expect(await bookings(priyaId)).toBe(booked + 1);
    const group = (
      await t.inject({ method: 'GET', url: '/api/my-account/user/waivers/gym-induction', headers: priya })
    ).json().data;
    expect(group.waivers[0].signed).not.toBeNull();
    expect((await basket(priya, await gymSession())).attendee_waivers_required).toEqual([]);
  });

  it('refuses signing for someone who is neither the customer nor their family', async () => {
    // Alex is no family of Priya's.
    const stranger = (await f.one<{ id: number }>(`select id from users where reference = 'C100001'`)).id;
    await t.sql(`delete from waiver_signatures where user_id = ${priyaId}`);
    await basket(priya, await gymSession());
    const before = await signatures(stranger);
    const res = await payAsPriya([
      { user_id: priyaId, waiver_id: gym.id, version: gym.version, answers: goodAnswers },
      { user_id: stranger, waiver_id: gym.id, version: gym.version, answers: goodAnswers },
    ]);
    expect(res.res.statusCode).toBe(403);
    expect(await signatures(stranger)).toBe(before);
    expect(await signatures(priyaId)).toBe(0);
  });
});
