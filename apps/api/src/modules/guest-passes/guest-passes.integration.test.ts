import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import {
  awayFromWindowEnd,
  bearerOf,
  openTestDatabase,
  type TestApp,
  testConfig,
} from '../../../test/test-app';
import { buildApp } from '../../app';
import { createClock } from '../../platform/clock';
import { localDate, startOfLocalDay } from '../../platform/local-time';
import { tooManyAttemptsMessage } from '../../platform/rate-limit/rate-limit';
import { guestPassHistory, guestPassSender, marcusPasses } from '../../seed/demo-guest-passes';
import { benefitPeriodOf } from '../memberships/benefit-periods';

/**
 * The guest-pass calls (spec part 1 §7; docs/decisions/051-guest-passes.md) against the real app, on a
 * clock the tests move: allowances from a membership's guest-pass benefit and from packages, sending a
 * pass from them, the list a page at a time, one pass, and every refusal.
 */
const day = 86_400_000;

describe('guest passes', () => {
  const clock = createClock();
  const t = {} as TestApp;
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let manchester: number;
  let leeds: number;
  let venueCount: number;

  beforeAll(async () => {
    t.database = await openTestDatabase();
    t.app = await buildApp({ config: testConfig(), database: t.database, logger: false, clock });
    await t.app.ready();
    t.inject = (options) => t.app.inject(options);
    t.sql = (text) => t.database.db.execute(sql.raw(text));
    j = await createJoiningFixtures(t);
    manchester = j.venues.get('manchester-central')!;
    leeds = j.venues.get('leeds-middleton')!;
    venueCount = (
      await j.one<{ n: number }>(`select count(*)::int as n from venues where client_id = ${j.clientId}`)
    ).n;
  }, 60_000);
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });
  afterEach(() => clock.set(new Date()));

  const base = (userId: number | string) => `/api/v1/users/${userId}/guestPasses`;
  const list = (h: Headers, userId: number | string, query = '') =>
    t.inject({ method: 'GET', url: `${base(userId)}${query}`, headers: { authorization: h.authorization! } });
  const allowances = async (h: Headers, userId: number | string = h.userId!) => {
    const res = await t.inject({
      method: 'GET',
      url: `${base(userId)}/allowances`,
      headers: { authorization: h.authorization! },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      id: string;
      type: string;
      name: string;
      uses_remaining: number;
      expires_at: string;
      pricing_option_id: number;
      venues: { id: number; name: string }[];
    }[];
  };
  const send = (
    h: Headers,
    payload: Record<string, unknown> = {},
    { userId = h.userId!, key }: { userId?: number | string; key?: string } = {},
  ) =>
    t.inject({
      method: 'POST',
      url: base(userId),
      headers: { authorization: h.authorization!, ...(key && { 'idempotency-key': key }) },
      payload: {
        guest_name: 'Sam Guest',
        guest_email: 'sam.guest@example.com',
        venue_id: manchester,
        ...payload,
      },
    });

  /** A customer holding a running Gym & Swim monthly membership (2 guest passes a month, every venue). */
  async function member() {
    const me = await j.customer();
    const { typeId, optionId } = j.options.get('gym-and-swim/recurring')!;
    const { id } = await j.one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${j.clientId}, ${me.userId}, ${manchester}, 'GP-' || ${me.userId}, t.name, 'active',
         now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.id = ${typeId} and o.id = ${optionId} returning id`,
    );
    return { me, membershipId: id, optionId };
  }

  let packages = 0;
  /** A package of `passes` guest passes (at one venue, or every one) bought by the user, ending at `expiresAt`. */
  async function holdPackage(
    userId: number | string,
    {
      passes = 3,
      venueId = null as number | null,
      expiresAt = new Date(clock.now().getTime() + 30 * day),
    } = {},
  ) {
    const { id: packageId } = await j.one<{ id: number }>(
      `insert into packages (client_id, slug, name, price, valid_days, guest_passes, venue_id)
       values (${j.clientId}, 'guests-${++packages}', 'Guests ${packages}', 1200, 60, ${passes}, ${venueId ?? 'null'})
       returning id`,
    );
    const { id } = await j.one<{ id: number }>(
      `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
       values (${j.clientId}, ${userId}, ${packageId}, 'active', now(), '${expiresAt.toISOString()}') returning id`,
    );
    return { packageId, purchaseId: id };
  }

  it('lists a running membership’s guest-pass benefit and a package’s passes, soonest expiry first, with their venues', async () => {
    const { me, membershipId, optionId } = await member();
    const { typeId } = j.options.get('gym-and-swim/recurring')!;
    const benefitId = (
      await j.one<{ id: number }>(
        `select id from membership_benefits where membership_type_id = ${typeId} and kind = 'guest_pass'`,
      )
    ).id;
    const far = new Date(clock.now().getTime() + 50 * day);
    const { packageId, purchaseId } = await holdPackage(me.userId, {
      passes: 3,
      venueId: leeds,
      expiresAt: far,
    });
    const periodEnd = startOfLocalDay(benefitPeriodOf(localDate(clock.now()), 'month').renewsOn);
    const got = await allowances(me);
    expect(got).toEqual([
      {
        id: `benefit:${membershipId}:${benefitId}`,
        type: 'benefit',
        name: 'Guest pass (Gym & Swim)',
        pricing_option_id: optionId,
        uses_remaining: 2,
        expires_at: periodEnd.toISOString(),
        venues: expect.any(Array),
        all_venues: true,
      },
      {
        id: `package:${purchaseId}`,
        type: 'package',
        name: `Guests ${packages}`,
        pricing_option_id: packageId,
        uses_remaining: 3,
        expires_at: far.toISOString(),
        venues: [{ id: leeds, name: 'Leeds Middleton Leisure Centre' }],
        all_venues: false,
      },
    ]);
    // Gym & Swim is national: every venue of the operator.
    expect(got[0]!.venues).toHaveLength(venueCount);
  });

  it('gives no allowance for a frozen membership, a benefit without a limit, or a package without guest passes', async () => {
    const { me, membershipId } = await member();
    await t.sql(`update memberships set status = 'frozen' where id = ${membershipId}`);
    await holdPackage(me.userId, { passes: 0 });
    expect(await allowances(me)).toEqual([]);
    await t.sql(`update memberships set status = 'active' where id = ${membershipId}`);
    const { typeId } = j.options.get('gym-and-swim/recurring')!;
    await t.sql(
      `update membership_benefits set total_uses = null where membership_type_id = ${typeId} and kind = 'guest_pass'`,
    );
    try {
      expect(await allowances(me)).toEqual([]);
    } finally {
      await t.sql(
        `update membership_benefits set total_uses = 2 where membership_type_id = ${typeId} and kind = 'guest_pass'`,
      );
    }
  });

  it('sends a pass from the membership’s benefit: 201, issued, emailed, and the memberships page shows one use fewer', async () => {
    const { me, membershipId } = await member();
    const res = await send(me, { guest_name: '  Sam Guest ', guest_email: 'sam.one@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const pass = res.json().data;
    expect(pass).toMatchObject({
      guest_name: 'Sam Guest',
      guest_email: 'sam.one@example.com',
      status: 'issued',
      redeemed_at: null,
      venue: { id: manchester, name: 'Manchester Central Pool & Gym' },
    });
    const from = Date.parse(pass.valid_from);
    expect(Math.abs(from - clock.now().getTime())).toBeLessThan(60_000);
    const periodEnd = startOfLocalDay(benefitPeriodOf(localDate(clock.now()), 'month').renewsOn).getTime();
    expect(Date.parse(pass.valid_to)).toBe(Math.min(from + 7 * day, periodEnd));
    expect((await allowances(me))[0]).toMatchObject({ type: 'benefit', uses_remaining: 1 });

    const row = await j.one<{ code_hash: string; benefit_use_id: number; package_purchase_id: null }>(
      `select code_hash, benefit_use_id, package_purchase_id from guest_passes where id = ${pass.id}`,
    );
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.package_purchase_id).toBeNull();
    const use = await j.one<{ membership_id: number; status: string; booking_id: null }>(
      `select membership_id, status, booking_id from membership_benefit_uses where id = ${row.benefit_use_id}`,
    );
    expect(use).toEqual({ membership_id: membershipId, status: 'used', booking_id: null });

    const email = await j.one<{ n: number }>(
      `select count(*)::int as n from outbox_emails where to_address = 'sam.one@example.com'`,
    );
    expect(email.n).toBe(1);

    const memberships = await t.inject({
      method: 'GET',
      url: '/api/my-account/user/memberships',
      headers: { authorization: me.authorization! },
    });
    const held = memberships.json().data.find((m: { id: number }) => m.id === membershipId);
    expect(held.benefits.find((b: { name: string }) => b.name === 'Guest pass').remaining_uses).toBe(1);
  });

  it('refuses with 422 when no allowance is left, and gives the uses again when the benefit’s period rolls over', async () => {
    const { me } = await member();
    expect((await send(me)).statusCode).toBe(201);
    expect((await send(me)).statusCode).toBe(201);
    const refused = await send(me);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(guestPassMessages.noAllowanceAtVenue);
    expect(await allowances(me)).toEqual([]);

    // The first day of next month, at noon London time.
    const next = benefitPeriodOf(localDate(clock.now()), 'month').renewsOn;
    clock.set(new Date(startOfLocalDay(next).getTime() + 12 * 3_600_000));
    expect((await allowances(me))[0]).toMatchObject({ type: 'benefit', uses_remaining: 2 });
    expect((await send(me)).statusCode).toBe(201);
    expect((await allowances(me))[0]).toMatchObject({ uses_remaining: 1 });
  });

  it('refuses a customer with no allowance at all', async () => {
    const me = await j.customer();
    const res = await send(me);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(guestPassMessages.noAllowanceAtVenue);
  });

  it('spends a package’s allowance only at its venue, and each pass sent from it counts against it', async () => {
    const me = await j.customer();
    const { purchaseId } = await holdPackage(me.userId, { passes: 2, venueId: leeds });
    const elsewhere = await send(me, { venue_id: manchester });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe(guestPassMessages.noAllowanceAtVenue);
    const res = await send(me, { venue_id: leeds });
    expect(res.statusCode, res.body).toBe(201);
    const row = await j.one<{ package_purchase_id: number; benefit_use_id: null }>(
      `select package_purchase_id, benefit_use_id from guest_passes where id = ${res.json().data.id}`,
    );
    expect(row).toEqual({ package_purchase_id: purchaseId, benefit_use_id: null });
    expect(await allowances(me)).toMatchObject([{ id: `package:${purchaseId}`, uses_remaining: 1 }]);
    // The packages page counts the same rows.
    const packages = await t.inject({
      method: 'GET',
      url: '/api/promotions/user/packages',
      headers: { authorization: me.authorization! },
    });
    expect(packages.json().data[0].guest_passes).toEqual({ included: 2, remaining: 1 });
  });

  it('spends the allowance ending first, ends the pass with it, and refuses once it has expired', async () => {
    const me = await j.customer();
    const soon = new Date(clock.now().getTime() + 2 * day);
    const { purchaseId: first } = await holdPackage(me.userId, { passes: 1, expiresAt: soon });
    const { purchaseId: later } = await holdPackage(me.userId, {
      passes: 1,
      venueId: leeds,
      expiresAt: new Date(clock.now().getTime() + 1 * day),
    });
    // At Manchester only the first is valid, though the Leeds one ends sooner.
    const res = await send(me);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.valid_to).toBe(soon.toISOString());
    expect(
      (
        await j.one<{ p: number }>(
          `select package_purchase_id as p from guest_passes where id = ${res.json().data.id}`,
        )
      ).p,
    ).toBe(first);

    clock.advance(1 * day + 60_000);
    expect(await allowances(me)).toEqual([]);
    const refused = await send(me, { venue_id: leeds });
    expect(refused.statusCode).toBe(422);
    expect(later).toBeGreaterThan(0);
    // The pass sent ends with its allowance: expired on read once its end has passed.
    clock.advance(2 * day);
    const listed = await list(me, me.userId);
    expect(listed.json().data[0].status).toBe('expired');
  });

  it('lets a customer send from a linked family member’s allowance, and refuses another customer’s id', async () => {
    const parent = await j.customer();
    const { id: child } = await j.one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, parent_user_id, date_of_birth)
       values (${j.clientId}, 'GPKID${parent.userId}', 'Kid', 'Joiner', ${parent.userId}, '2012-01-01') returning id`,
    );
    await holdPackage(child, { passes: 1 });
    const res = await send(parent, {}, { userId: child });
    expect(res.statusCode, res.body).toBe(201);
    const row = await j.one<{ user_id: number; sent_by_user_id: number }>(
      `select user_id, sent_by_user_id from guest_passes where id = ${res.json().data.id}`,
    );
    expect(row).toEqual({ user_id: child, sent_by_user_id: Number(parent.userId) });
    expect((await list(parent, child)).json().data).toHaveLength(1);
    expect(await allowances(parent, child)).toEqual([]);

    const stranger = await j.customer();
    expect((await send(stranger, {}, { userId: child })).statusCode).toBe(403);
    expect((await list(stranger, child)).statusCode).toBe(403);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `${base(child)}/allowances`,
          headers: { authorization: stranger.authorization },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `${base(child)}/${res.json().data.id}`,
          headers: { authorization: stranger.authorization },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists 25 passes newest first over 3 pages of 10; a page past the end is empty', async () => {
    const me = await j.customer();
    const { purchaseId } = await holdPackage(me.userId, { passes: 25 });
    const start = clock.now().getTime() - 30 * day;
    await t.sql(
      `insert into guest_passes (client_id, user_id, sent_by_user_id, venue_id, guest_name, guest_email, code_hash,
         package_purchase_id, valid_from, valid_to, created_at)
       select ${j.clientId}, ${me.userId}, ${me.userId}, ${manchester}, 'Guest ' || n, 'g' || n || '@example.com',
         md5('${me.userId}-' || n), ${purchaseId}, to_timestamp(${start / 1000} + n * 3600),
         to_timestamp(${start / 1000} + n * 3600 + 86400), to_timestamp(${start / 1000} + n * 3600)
       from generate_series(1, 25) n`,
    );
    const first = (await list(me, me.userId)).json();
    expect(first.pagination).toEqual({
      current_page: 1,
      total_pages: 3,
      total_records: 25,
      first_record_on_current_page: 1,
      last_record_on_current_page: 10,
    });
    expect(first.data.map((p: { guest_name: string }) => p.guest_name).slice(0, 2)).toEqual([
      'Guest 25',
      'Guest 24',
    ]);
    expect(first.data[0].status).toBe('expired');
    const third = (await list(me, me.userId, '?page=3&per_page=10')).json();
    expect(third.data.map((p: { guest_name: string }) => p.guest_name)).toEqual([
      'Guest 5',
      'Guest 4',
      'Guest 3',
      'Guest 2',
      'Guest 1',
    ]);
    expect(third.pagination).toMatchObject({
      first_record_on_current_page: 21,
      last_record_on_current_page: 25,
    });
    const past = await list(me, me.userId, '?page=4');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({
      data: [],
      pagination: {
        current_page: 4,
        total_pages: 3,
        total_records: 25,
        first_record_on_current_page: 0,
        last_record_on_current_page: 0,
      },
    });
    for (const bad of ['?page=0', '?per_page=0', '?per_page=101', '?page=x'])
      expect((await list(me, me.userId, bad)).statusCode, bad).toBe(422);
    expect(await allowances(me)).toEqual([]);
  });

  it('reads the list in the order of guest_passes_user_created_idx, with no sort of its own', async () => {
    await t.sql('set enable_seqscan = off');
    try {
      const plan = (await t.sql(
        `explain select * from guest_passes where user_id = 1
         order by created_at desc nulls last, id desc nulls last limit 10 offset 10`,
      )) as { rows: Record<string, string>[] };
      const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
      expect(text).toContain('guest_passes_user_created_idx');
      expect(text).not.toMatch(/\bSort\b/);
    } finally {
      await t.sql('reset enable_seqscan');
    }
  });

  it('shows one pass to its member, redeemed once redeemed, and not another member’s', async () => {
    const me = await j.customer();
    await holdPackage(me.userId, { passes: 1 });
    const { id } = (await send(me)).json().data;
    const one = (passId: number, userId: number | string = me.userId) =>
      t.inject({
        method: 'GET',
        url: `${base(userId)}/${passId}`,
        headers: { authorization: me.authorization! },
      });
    const got = await one(id);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ id, status: 'issued' });
    await t.sql(`update guest_passes set redeemed_at = now() where id = ${id}`);
    expect((await one(id)).json().data.status).toBe('redeemed');

    const other = await j.customer();
    await holdPackage(other.userId, { passes: 1 });
    const theirs = (await send(other)).json().data.id;
    const refused = await one(theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(guestPassMessages.notFound);
  });

  it('refuses each missing field, a bad email and a venue not of this operator with 422, spending nothing', async () => {
    const me = await j.customer();
    await holdPackage(me.userId, { passes: 1 });
    for (const field of ['guest_name', 'guest_email', 'venue_id']) {
      const res = await send(me, { [field]: undefined });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    const blank = await send(me, { guest_name: '   ' });
    expect(blank.json().errors.guest_name).toEqual(['Please enter your guest’s name.']);
    const email = await send(me, { guest_email: 'not-an-email' });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.guest_email).toEqual(['Please enter a valid email address.']);
    const venue = await send(me, { venue_id: 999_999 });
    expect(venue.statusCode).toBe(422);
    expect(Object.keys(venue.json().errors)).toEqual(['venue_id']);
    expect((await allowances(me))[0]!.uses_remaining).toBe(1);
  });

  it('answers a retried Idempotency-Key with the first pass (200), spending once', async () => {
    const me = await j.customer();
    await holdPackage(me.userId, { passes: 3 });
    const first = await send(me, {}, { key: 'send-once' });
    expect(first.statusCode).toBe(201);
    const again = await send(me, {}, { key: 'send-once' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect((await allowances(me))[0]!.uses_remaining).toBe(2);
    expect((await send(me, {}, { key: 'send-twice' })).statusCode).toBe(201);
    expect((await allowances(me))[0]!.uses_remaining).toBe(1);
  });

  it('refuses a visitor with 401, and answers 404 to every call while the operator has guest passes off', async () => {
    const me = await j.customer();
    for (const [method, url] of [
      ['GET', base(me.userId)],
      ['GET', `${base(me.userId)}/allowances`],
      ['GET', `${base(me.userId)}/1`],
      ['POST', base(me.userId)],
    ] as const) {
      expect((await t.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(
        401,
      );
    }
    await t.sql(`update clients set online_guest_passes_enabled = false where id = ${j.clientId}`);
    try {
      for (const res of [
        await list(me, me.userId),
        await t.inject({
          method: 'GET',
          url: `${base(me.userId)}/allowances`,
          headers: { authorization: me.authorization! },
        }),
        await t.inject({
          method: 'GET',
          url: `${base(me.userId)}/1`,
          headers: { authorization: me.authorization! },
        }),
        await send(me),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(guestPassMessages.disabled);
      }
    } finally {
      await t.sql(`update clients set online_guest_passes_enabled = true where id = ${j.clientId}`);
    }
  });

  it('the demo: Hannah holds a benefit and a Bring a Friend and has sent none; Marcus has 25 passes and none left', async () => {
    const asUser = async (email: string, reference: string): Promise<Headers & { userId: string }> => ({
      ...(await bearerOf(t, email)),
      userId: String(
        (await j.one<{ id: number }>(`select id from users where reference = '${reference}'`)).id,
      ),
    });
    const hannah = await asUser(guestPassSender.email, guestPassSender.reference);
    expect(
      (await allowances(hannah)).map((a) => [a.type, a.name, a.uses_remaining, a.venues.length]),
    ).toEqual(
      expect.arrayContaining([
        ['benefit', 'Guest pass (Gym & Swim)', 2, venueCount],
        ['package', 'Bring a Friend', 3, venueCount],
      ]),
    );
    expect((await list(hannah, hannah.userId)).json().pagination.total_records).toBe(0);
    const held = await t.inject({
      method: 'GET',
      url: '/api/promotions/user/packages',
      headers: { authorization: hannah.authorization! },
    });
    expect(held.json().data[0]).toMatchObject({
      name: 'Bring a Friend',
      sessions_included: 0,
      contents: [],
      guest_passes: { included: 3, remaining: 3 },
    });
    // On sale at every centre, with no sessions in it, and a basket takes it.
    const onSale = (await t.inject({ method: 'GET', url: `/api/packages?venue_id=${leeds}` })).json().data;
    const friend = onSale.find((p: { slug: string }) => p.slug === 'bring-a-friend');
    expect(friend).toMatchObject({
      area: 'All centres',
      sessions_included: 0,
      contents: [],
      price: { raw: 1200 },
    });
    const added = await t.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { authorization: hannah.authorization! },
      payload: { items: [{ id: String(friend.id), type: 'package' }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    await t.inject({
      method: 'DELETE',
      url: '/api/activities/cart',
      headers: { authorization: hannah.authorization! },
    });

    const marcus = await asUser(guestPassHistory.email, guestPassHistory.reference);
    expect(await allowances(marcus)).toEqual([]);
    const page = (await list(marcus, marcus.userId)).json();
    expect(page.pagination).toMatchObject({ total_records: marcusPasses, total_pages: 3 });
    const statuses = new Set(page.data.map((p: { status: string }) => p.status));
    expect([...statuses].sort()).toEqual(['expired', 'redeemed']);
  });

  it('refuses a 21st pass in an hour with 429', async () => {
    await awayFromWindowEnd(3_600_000);
    const me = await j.customer();
    await holdPackage(me.userId, { passes: 25 });
    for (let i = 0; i < 20; i++)
      expect((await send(me, { guest_email: `rate${i}@example.com` })).statusCode).toBe(201);
    const res = await send(me);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(tooManyAttemptsMessage);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
