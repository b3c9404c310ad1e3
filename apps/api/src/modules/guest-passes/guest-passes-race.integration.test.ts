import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('sending guest passes under concurrency', () => {
  const t = useTestApp();
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let venueId: number;

  beforeAll(async () => {
    j = await createJoiningFixtures(t);
    venueId = j.venues.get('manchester-central')!;
  }, 60_000);

  const send = (me: Headers, i: number, key?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/v1/users/${me.userId}/guestPasses`,
      headers: { authorization: me.authorization!, ...(key && { 'idempotency-key': key }) },
      payload: { guest_name: `Guest ${i}`, guest_email: `race${i}@example.com`, venue_id: venueId },
    });

  /** A customer with 3 uses: 2 of Gym & Swim's guest-pass benefit this month and a package's 1. */
  async function threeUses() {
    const me = await j.customer();
    const { typeId, optionId } = j.options.get('gym-and-swim/recurring')!;
    await t.sql(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${j.clientId}, ${me.userId}, ${venueId}, 'GPRACE-' || ${me.userId}, t.name, 'active',
         now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.id = ${typeId} and o.id = ${optionId}`,
    );
    const { id: packageId } = await j.one<{ id: number }>(
      `insert into packages (client_id, slug, name, price, valid_days, guest_passes)
       values (${j.clientId}, 'race-${me.userId}', 'Race guests', 1200, 60, 1) returning id`,
    );
    await t.sql(
      `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
       values (${j.clientId}, ${me.userId}, ${packageId}, 'active', now(), now() + interval '30 days')`,
    );
    return me;
  }

  const passesOf = async (me: Headers) =>
    await j.one<{ n: number; benefit: number; package: number }>(
      `select count(*)::int as n, count(benefit_use_id)::int as benefit, count(package_purchase_id)::int as package
         from guest_passes where user_id = ${me.userId}`,
    );

  it('thirty sends at once against three uses: exactly three passes, twenty-seven refusals, no 5xx', async () => {
    const me = await threeUses();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(me, i)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(27);
    expect(await passesOf(me)).toEqual({ n: 3, benefit: 2, package: 1 });
    const { used } = await j.one<{ used: number }>(
      `select count(*)::int as used from membership_benefit_uses u join memberships m on m.id = u.membership_id
       where m.user_id = ${me.userId} and u.status = 'used'`,
    );
    expect(used).toBe(2);
  });

  it('the same Idempotency-Key five times at once: one pass, the others answered with it', async () => {
    const me = await threeUses();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(me, 0, 'race-key')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    expect((await passesOf(me)).n).toBe(1);
  });
});
