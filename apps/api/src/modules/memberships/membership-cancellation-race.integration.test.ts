import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('cancelling a membership under concurrency', () => {
  const t = useTestApp();
  let c: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let f: Awaited<ReturnType<typeof createJoiningFixtures>>;
  beforeAll(async () => {
    c = await createCheckoutFixtures(t);
    f = await createJoiningFixtures(t);
  }, 60_000);

  async function held(me: Headers) {
    const { typeId, optionId } = f.options.get('gym-and-swim/recurring')!;
    return (
      await f.one<{ id: number }>(
        `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
           membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
         select ${f.clientId}, ${me.userId}, ${f.venues.get('manchester-central')}, 'RACE', t.name, 'active',
           now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
         from membership_types t join membership_payment_options o on o.membership_type_id = t.id
         where t.id = ${typeId} and o.id = ${optionId} returning id`,
      )
    ).id;
  }
  const post = (me: Headers, url: string) =>
    t.inject({ method: 'POST', url, headers: { authorization: me.authorization } });

  it('paying the debts in one tab while cancelling in another: one cancellation, every fee paid once', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await f.customer();
      const id = await held(me);
      const fees = await Promise.all(
        [300, 450].map(
          async (amount) =>
            (
              await f.one<{ id: number }>(
                `insert into penalties (client_id, user_id, type, description, fee_amount)
                 values (${f.clientId}, ${me.userId}, 'no-show', 'No-show: Spin', ${amount}) returning id`,
              )
            ).id,
        ),
      );
      expect((await post(me, `/api/memberships/${id}/cancel/pay-debts`)).statusCode).toBe(200);
      const [paid, cancelTab, secondPay] = await Promise.all([
        c.checkoutByCard(me, `race-pay-${id}`),
        post(me, `/api/memberships/${id}/cancel`),
        post(me, `/api/memberships/${id}/cancel/pay-debts`),
      ]);
      expect(paid.paid.statusCode).toBe(200);
      // The cancel tab either met the debts (409) or the cancellation the order made (200).
      expect([200, 409]).toContain(cancelTab.statusCode);
      expect([200, 409]).toContain(secondPay.statusCode);
      const events = await f.all<{ event: string }>(
        `select event from membership_events where membership_id = ${id}`,
      );
      expect(events.map((e) => e.event)).toEqual(['cancellation-requested']);
      const rows = await f.all<{ status: string; paid_order_id: number }>(
        `select status, paid_order_id from penalties where id in (${fees.join(',')})`,
      );
      expect(rows.map((r) => r.status)).toEqual(['paid', 'paid']);
      expect(new Set(rows.map((r) => r.paid_order_id)).size).toBe(1);
      const orders = await f.all<{ id: number }>(
        `select distinct order_id as id from order_items where type = 'penalty' and purchased_for_user_id = ${me.userId}`,
      );
      expect(orders).toHaveLength(1);
    }
  }, 120_000);

  it('cancelling twice at once makes one cancellation', async () => {
    const me = await f.customer();
    const id = await held(me);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(me, `/api/memberships/${id}/cancel`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const events = await f.all(`select id from membership_events where membership_id = ${id}`);
    expect(events).toHaveLength(1);
  });
});
