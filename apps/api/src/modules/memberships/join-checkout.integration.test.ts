import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { testConfig, useTestApp } from '../../../test/test-app';
import { openFieldCipher } from '../../platform/crypto/data-encryption-key';
import { createSandboxDirectDebit } from '../../platform/direct-debit/sandbox-provider';
import { addDays, localDate } from '../../platform/local-time';
import { createMandatesService } from '../direct-debit/mandates.service';
import { releaseAbandonedJoins, startDueMemberships } from './join-sweeps';
import { createMembershipLineType } from './membership-line';

type Checkout = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Joining = Awaited<ReturnType<typeof createJoiningFixtures>>;

describe('joining online: paying for the membership', () => {
  const t = useTestApp();
  let c: Checkout;
  let f: Joining;
  beforeAll(async () => {
    c = await createCheckoutFixtures(t);
    f = await createJoiningFixtures(t);
  }, 60_000);

  const membershipOf = (id: number) =>
    f.one<{ status: string; order_id: number | null; mandate_id: number | null }>(
      `select status, order_id, mandate_id from memberships where id = ${id}`,
    );
  const mandateOf = (id: number) =>
    f.one<{ status: string; provider_reference: string | null }>(
      `select status, provider_reference from direct_debit_mandates where id = ${id}`,
    );
  const payFor = async (me: Headers, key: string) => {
    const { paid } = await c.checkoutByCard(me, key);
    expect(paid.statusCode).toBe(200);
    return paid.json().data.order_id as number;
  };

  it('makes a paid monthly membership active and sends its direct debit to the provider', async () => {
    const me = await f.customer();
    const joined = (await f.join(me, f.body('gym-and-swim/recurring'), 'pay-monthly')).json().data;
    const orderId = await payFor(me, 'pay-monthly-order');
    const membership = await membershipOf(joined.membership_id);
    expect(membership).toMatchObject({ status: 'active', order_id: orderId });
    expect(await mandateOf(membership.mandate_id!)).toMatchObject({ status: 'submitting' });
    // The sweep sends it, with the account number decrypted only for the provider.
    const mandates = createMandatesService({
      db: t.database.db,
      provider: createSandboxDirectDebit(t.database.db),
      cipher: openFieldCipher(testConfig()),
      customerOf: async () => ({ email: 'joiner@example.com', givenName: 'Joiner', familyName: 'Example' }),
    });
    expect(await mandates.submitDue()).toBeGreaterThan(0);
    expect(await mandateOf(membership.mandate_id!)).toMatchObject({
      status: 'active',
      provider_reference: expect.stringMatching(/^MD/),
    });
    expect(await mandates.submitDue()).toBe(0);

    const item = await f.one<{ type: string; price: number }>(
      `select type, price from order_items where order_id = ${orderId}`,
    );
    expect(item.type).toBe('membership');
    // The user's profile now says they pay by direct debit.
    const user = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: me.authorization },
    });
    expect(user.json().data).toMatchObject({ has_instruction: true, has_billing_date: true });

    // Its order undone (say its card could not be taken): the membership is cancelled and the mandate,
    // already at the provider, is cancelled there too.
    const line = createMembershipLineType({ mandates, timeZoneOf: async () => 'Europe/London' });
    await t.database.db.transaction((tx) =>
      line.reverse(tx, { clientId: f.clientId, orderId, at: new Date() }),
    );
    expect((await membershipOf(joined.membership_id)).status).toBe('cancelled');
    expect(await mandateOf(membership.mandate_id!)).toMatchObject({ status: 'cancelling' });
    expect(await mandates.submitDue()).toBe(1);
    expect(await mandateOf(membership.mandate_id!)).toMatchObject({ status: 'cancelled' });
  });

  it('completes a join that costs nothing now without a card', async () => {
    const me = await f.customer();
    const lastOne = await f.promotion('LASTONE');
    const joined = (
      await f.join(me, f.body('gym-and-swim/fixed3', { promotion_code_id: lastOne }), 'free-join')
    ).json().data;
    expect((await f.cart(me)).totals.total).toBe(0);
    const paid = await c.complete(me, {
      payments: [],
      terms: await c.termsIds(me),
      idempotency_key: 'free-join-order',
    });
    expect(paid.statusCode).toBe(200);
    expect(await membershipOf(joined.membership_id)).toMatchObject({
      status: 'active',
      order_id: paid.json().data.order_id,
    });
  });

  it('keeps a membership that starts later pending until its day, then makes it active', async () => {
    const me = await f.customer();
    const start = addDays(localDate(new Date()), 3);
    const joined = (await f.join(me, f.body('gym-and-swim/fixed3', { start_date: start }))).json().data;
    await payFor(me, 'pay-later-start');
    expect((await membershipOf(joined.membership_id)).status).toBe('pending');
    expect(await startDueMemberships(t.database.db, new Date())).toBe(0);
    expect(await startDueMemberships(t.database.db, new Date(Date.now() + 4 * 86_400_000))).toBeGreaterThan(
      0,
    );
    expect((await membershipOf(joined.membership_id)).status).toBe('active');
  });

  it('lets go of a join left unpaid for a day: out of the basket, its code’s use back', async () => {
    const me = await f.customer();
    const tenOff = await f.promotion('TENOFF');
    const used = () => f.usesOf(tenOff);
    const joined = (
      await f.join(me, f.body('gym-and-swim/recurring', { promotion_code_id: tenOff }), 'abandoned')
    ).json().data;
    const before = await used();
    const mandates = { release: async () => true };
    const dropLines = async (executor: unknown, type: string, ids: number[]) => {
      const { createBasketRepository } = await import('../basket/basket.repository');
      await createBasketRepository(executor as never).deleteLinesOf(type, ids);
    };
    expect(await releaseAbandonedJoins(t.database.db, new Date(), { mandates, dropLines })).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await releaseAbandonedJoins(t.database.db, tomorrow, { mandates, dropLines })).toBeGreaterThan(0);
    expect(await used()).toBe(before - 1);
    expect(await f.all(`select id from memberships where id = ${joined.membership_id}`)).toEqual([]);
    expect((await f.cart(me)).items).toEqual([]);
  });
});
