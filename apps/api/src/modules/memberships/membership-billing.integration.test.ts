import { describe, expect, it } from 'vitest';
import { createBillingFixtures } from '../../../test/fixtures/billing-fixtures';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { bearerOf, useTestApp } from '../../../test/test-app';

/** Billing of monthly memberships by direct debit, on a moved clock (docs/decisions/048-membership-billing.md). */
describe('membership billing', () => {
  const t = useTestApp();
  let n = 0;
  const key = () => `billing-key-${++n}-${Date.now()}`;
  let fixtures: ReturnType<typeof createCheckoutFixtures> | undefined;
  // The checkout's own fixtures are made once per file (they add a category of their own).
  const checkout = () => {
    fixtures ??= createCheckoutFixtures(t);
    return fixtures;
  };

  it('writes each period once, ahead of its day, submits it and settles it paid', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member();
    await b.sweep();
    await b.sweep();
    let rows = await b.collections(m.membershipId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      period_start: '2026-01-15',
      period_end: '2026-02-14',
      amount: 3000,
      credit_applied: 0,
      charge_date: '2026-01-15',
      status: 'submitted',
      attempts: 1,
    });
    b.days(6); // 18 January: the charge date has passed
    await b.sweep();
    rows = await b.collections(m.membershipId);
    expect(rows.map((r) => r.status)).toEqual(['paid']);
    b.days(25); // 12 February: the next period is 3 days off
    await b.sweep();
    rows = await b.collections(m.membershipId);
    expect(rows.map((r) => [r.period_start, r.status])).toEqual([
      ['2026-01-15', 'paid'],
      ['2026-02-15', 'submitted'],
    ]);
  });

  it('starts a month on when the first month was paid when joining, and takes the freeze fee while frozen', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member({ monthInHand: true });
    await b.sweep();
    expect(await b.collections(m.membershipId)).toHaveLength(0);
    const type = await b.one<{ id: number }>(
      `insert into freeze_types (client_id, reason, time_periods, freeze_fee) values (${m.clientId}, 'Billing test', '{"1 month"}', 500) returning id`,
    );
    await t.sql(
      `insert into membership_freezes (client_id, membership_id, freeze_type_id, active_from, months, ends_on, status)
       values (${m.clientId}, ${m.membershipId}, ${type.id}, '2026-02-15', 1, '2026-03-14', 'approved')`,
    );
    b.days(31); // 12 February
    await b.sweep();
    b.days(28); // 12 March
    await b.sweep();
    const rows = await b.collections(m.membershipId);
    expect(rows.map((r) => [r.period_start, r.amount])).toEqual([
      ['2026-02-15', 500],
      ['2026-03-15', 3000],
    ]);
  });

  it('prices a period at the freeze fee when a freeze is approved after it was written, before it is sent', async () => {
    const b = createBillingFixtures(t, new Date('2026-01-10T12:00:00Z'));
    const m = await b.member();
    await b.sweep();
    expect((await b.collections(m.membershipId)).map((r) => [r.status, r.amount])).toEqual([
      ['scheduled', 3000],
    ]);
    const type = await b.one<{ id: number }>(
      `insert into freeze_types (client_id, reason, time_periods, freeze_fee) values (${m.clientId}, 'Billing test free', '{"1 month"}', 0) returning id`,
    );
    await t.sql(
      `insert into membership_freezes (client_id, membership_id, freeze_type_id, active_from, months, ends_on, status)
       values (${m.clientId}, ${m.membershipId}, ${type.id}, '2026-01-13', 1, '2026-02-12', 'approved')`,
    );
    b.days(2);
    await b.sweep();
    expect((await b.collections(m.membershipId)).map((r) => [r.status, r.amount])).toEqual([['covered', 0]]);
  });

  it('spends membership credit first, and a period it covers is not collected', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member();
    await t.database.db.transaction((tx) =>
      b.services.credits.award(tx, {
        clientId: m.clientId,
        userId: m.userId,
        amount: 4000,
        orderId: null,
        reason: 'Goodwill',
        kind: 'membership',
      }),
    );
    await b.sweep();
    b.days(31);
    await b.sweep();
    const rows = await b.collections(m.membershipId);
    expect(rows.map((r) => [r.credit_applied, r.status])).toEqual([
      [3000, 'covered'],
      [1000, 'submitted'],
    ]);
    const sent = await b.one<{ amount: number }>(
      `select amount from sandbox_direct_debit_payments where id = '${rows[1]!.provider_reference}'`,
    );
    expect(sent.amount).toBe(2000);
    expect(await b.services.credits.balance(t.database.db, m.clientId, m.userId, 'membership')).toBe(0);
  });

  it('makes a failed collection an unpaid fee at the home venue, presents it once more after the retry days, then suspends after three in a row', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member({ ending: '44' });
    await b.sweep();
    b.days(6); // 18 January: failed
    await b.sweep();
    let rows = await b.collections(m.membershipId);
    expect(rows[0]).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds', attempts: 1 });
    let fees = await b.feesOf(m.userId);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ type: 'membership_collection', status: 'unpaid', fee_amount: 3000 });
    expect(fees[0]!.venue_id).not.toBeNull();
    expect(fees[0]!.description).toBe('Missed membership payment: Gym & Swim, 15/01/2026 to 14/02/2026');
    expect(rows[0]!.penalty_id).toBe(fees[0]!.id);
    const headers = await bearerOf(t, m.email);
    const owed = await t.inject({ method: 'GET', url: '/api/my-account/user/penalties', headers });
    expect((owed.json().data as { id: number }[]).map((p) => p.id)).toEqual([fees[0]!.id]);

    b.days(7); // 25 January: the retry
    await b.sweep();
    rows = await b.collections(m.membershipId);
    expect(rows[0]).toMatchObject({ status: 'submitted', attempts: 2 });
    b.days(1);
    await b.sweep();
    rows = await b.collections(m.membershipId);
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await b.feesOf(m.userId)).toHaveLength(1);
    b.days(14); // 9 February: not presented a third time
    await b.sweep();
    expect((await b.collections(m.membershipId))[0]).toMatchObject({ status: 'failed', attempts: 2 });

    for (const d of [5, 29]) {
      b.days(d); // 14 February, then 20 March: written and sent …
      await b.sweep();
      b.days(5); // … 19 February, 25 March: failed
      await b.sweep();
    }
    rows = await b.collections(m.membershipId);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    fees = await b.feesOf(m.userId);
    expect(fees).toHaveLength(3);
    expect(await b.statusOf(m.membershipId)).toBe('suspended');
    const suspended = (await b.events(m.membershipId)).filter((e) => e.event === 'suspend');
    expect(suspended).toEqual([
      expect.objectContaining({ from_status: 'active', to_status: 'suspended', actor: 'system' }),
    ]);
    expect(suspended[0]!.details).toMatchObject({ reason: 'failed_collections', failures: 3 });

    // Suspended: no new period is written.
    b.days(30);
    await b.sweep();
    expect(await b.collections(m.membershipId)).toHaveLength(3);

    // Paying the arrears through the basket and checkout reinstates it, in the order's transaction.
    const f = await checkout();
    for (const fee of fees) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/activities/cart/add',
        headers,
        payload: { items: [{ id: String(fee.id), type: 'penalty' }] },
      });
      expect(res.statusCode).toBe(200);
    }
    const { paid } = await f.checkoutByCard(headers, key());
    expect(paid.statusCode).toBe(200);
    expect((await b.feesOf(m.userId)).map((fee) => fee.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await b.statusOf(m.membershipId)).toBe('active');
    expect((await b.events(m.membershipId)).map((e) => e.event)).toEqual(['suspend', 'reinstate']);
  });

  it('settles a retry that collects the fee, and gives back as credit a retry collected after the fee was paid', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member({ ending: '44' });
    await b.sweep();
    b.days(6);
    await b.sweep();
    const [failed] = await b.collections(m.membershipId);
    // The account is put right before the retry: the sandbox now pays it.
    await t.sql(`update sandbox_direct_debit_mandates set account_number_ending = '11' where id = (
      select provider_reference from direct_debit_mandates where id = ${m.mandateId})`);
    b.days(7);
    await b.sweep();
    b.days(1);
    await b.sweep();
    expect((await b.collections(m.membershipId))[0]).toMatchObject({ status: 'paid', attempts: 2 });
    expect((await b.feesOf(m.userId))[0]).toMatchObject({ id: failed!.penalty_id, status: 'paid' });

    const other = await b.member({ ending: '44' });
    await b.sweep();
    b.days(6);
    await b.sweep();
    await t.sql(`update sandbox_direct_debit_mandates set account_number_ending = '11' where id = (
      select provider_reference from direct_debit_mandates where id = ${other.mandateId})`);
    b.days(7);
    await b.sweep(); // the retry is sent …
    const [fee] = await b.feesOf(other.userId);
    await t.sql(`update penalties set status = 'paid' where id = ${fee!.id}`); // … and the fee paid meanwhile
    b.days(1);
    await b.sweep();
    expect(await b.services.credits.balance(t.database.db, other.clientId, other.userId, 'membership')).toBe(
      3000,
    );
  });

  it('collects nothing after the final payment date, nor for a cancelled membership', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member();
    await t.sql(`update memberships set final_payment_date = '2026-02-15' where id = ${m.membershipId}`);
    for (let i = 0; i < 4; i++) {
      await b.sweep();
      b.days(30);
    }
    expect((await b.collections(m.membershipId)).map((r) => r.period_start)).toEqual([
      '2026-01-15',
      '2026-02-15',
    ]);
    const b2 = createBillingFixtures(t);
    const c = await b2.member();
    await b2.sweep();
    await t.sql(`update memberships set status = 'cancelled' where id = ${c.membershipId}`);
    b2.days(40);
    await b2.sweep();
    expect((await b2.collections(c.membershipId)).map((r) => r.period_start)).toEqual(['2026-01-15']);
  });

  it("seeds Riley's collections paid, and Sam Okafor suspended with three missed payments that paying reinstates", async () => {
    const b = createBillingFixtures(t);
    const riley = await b.rows<{ status: string }>(
      `select c.status from membership_collections c join memberships m on m.id = c.membership_id where m.reference = 'M100013'`,
    );
    expect(riley.length).toBeGreaterThan(0);
    expect(riley.every((r) => r.status === 'paid')).toBe(true);
    const sam = await b.one<{ id: number; user_id: number; status: string }>(
      `select id, user_id, status from memberships where reference = 'M100016'`,
    );
    expect(sam.status).toBe('suspended');
    const headers = await bearerOf(t, 'sam.okafor@example.com');
    const owed = (await t.inject({ method: 'GET', url: '/api/my-account/user/penalties', headers })).json()
      .data as { id: number; type: string }[];
    expect(owed.map((p) => p.type)).toEqual(Array(3).fill('membership_collection'));
    const f = await checkout();
    for (const fee of owed)
      await t.inject({
        method: 'POST',
        url: '/api/activities/cart/add',
        headers,
        payload: { items: [{ id: String(fee.id), type: 'penalty' }] },
      });
    const { paid } = await f.checkoutByCard(headers, key());
    expect(paid.statusCode).toBe(200);
    expect(await b.statusOf(sam.id)).toBe('active');
  });

  it('shows the next payment date from the schedule', async () => {
    const b = createBillingFixtures(t);
    const m = await b.member();
    await b.sweep();
    const dates = await b.billing.nextChargeDates(t.database.db, [m.membershipId], '2026-01-10');
    expect(dates.get(m.membershipId)).toBe('2026-01-15');
  });
});
