import { beforeAll, describe, expect, it } from 'vitest';
import { createJoiningFixtures, goodBank } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { accountMismatchMessage, accountNumberMessage } from '../../platform/direct-debit/bank-account';
import { addDays, localDate } from '../../platform/local-time';
import { instructedMember } from '../../seed/demo-joining';
import { accountHolderMessage, notSoldHereMessage, termsMessage } from './join-membership';
import { startDateMessage } from './membership-catalogue.service';
import { codeNotRecognisedMessage } from './promotion-rules';

type Fixtures = Awaited<ReturnType<typeof createJoiningFixtures>>;
type Line = {
  id: number;
  cartable_type: string;
  cartable_id: number;
  price: { formatted: string };
  cartable_resource: { new_membership: boolean };
};

describe('joining online: the submit', () => {
  const t = useTestApp();
  let f: Fixtures;
  beforeAll(async () => {
    f = await createJoiningFixtures(t);
  });

  const costsOf = async (key: string, query: string) => {
    const { typeId, optionId } = f.options.get(key)!;
    const res = await t.inject({
      method: 'GET',
      url: `/api/memberships/types/${typeId}/payment-options/${optionId}?venue_id=${f.venues.get('manchester-central')}&${query}`,
    });
    return res.json().data.total_to_pay_now.formatted as string;
  };
  const membershipOf = (id: number) =>
    f.one<{
      status: string;
      order_id: number | null;
      promotion_id: number | null;
      mandate_id: number | null;
      billing_day: number | null;
      reference: string;
    }>(
      `select status, order_id, promotion_id, mandate_id, billing_day, reference from memberships where id = ${id}`,
    );

  it('refuses a visitor: joining needs an account', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/online-joining/memberships',
      payload: f.body('gym-and-swim/fixed3'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('puts a single payment in the basket as a pending membership, at what the costs call quoted', async () => {
    const me = await f.customer();
    const res = await f.join(me, f.body('gym-and-swim/fixed3'), 'single-payment-1');
    expect(res.statusCode).toBe(201);
    const { membership_id, cart_item_id, new_mandate } = res.json().data;
    expect(new_mandate).toBe(false);
    const lines = (await f.cart(me)).items as Line[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: cart_item_id, cartable_id: membership_id, cartable_type: 'other' });
    expect(lines[0]!.cartable_resource.new_membership).toBe(true);
    expect(lines[0]!.price.formatted).toBe(await costsOf('gym-and-swim/fixed3', ''));
    expect(await membershipOf(membership_id)).toMatchObject({
      status: 'pending',
      order_id: null,
      reference: `M${100_000 + membership_id}`,
    });
  });

  it('answers a retry with the same key with what the first call made, and a second join replaces the first', async () => {
    const me = await f.customer();
    const first = await f.join(me, f.body('gym-and-swim/fixed3'), 'retry-key-1');
    const again = await f.join(me, f.body('gym-and-swim/fixed3'), 'retry-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    const other = await f.join(me, f.body('gym-and-swim/fixed12'), 'retry-key-2');
    expect(other.statusCode).toBe(201);
    const lines = (await f.cart(me)).items as Line[];
    expect(lines.map((l) => l.cartable_id)).toEqual([other.json().data.membership_id]);
    const pending = await f.all(
      `select id from memberships where user_id = ${me.userId} and status = 'pending'`,
    );
    expect(pending).toHaveLength(1);
  });

  it('keeps a new direct debit ready for the order, its account number only encrypted', async () => {
    const me = await f.customer();
    const res = await f.join(me, f.body('gym-and-swim/recurring'), 'monthly-1');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.new_mandate).toBe(true);
    const membership = await membershipOf(res.json().data.membership_id);
    expect(membership.billing_day).toBe(20);
    const mandate = await f.one<{
      status: string;
      account_number_cipher: string;
      account_number_ending: string;
      sort_code: string;
    }>(
      `select status, account_number_cipher, account_number_ending, sort_code from direct_debit_mandates where id = ${membership.mandate_id}`,
    );
    expect(mandate).toMatchObject({
      status: 'pending',
      account_number_ending: '11',
      sort_code: goodBank.sort_code,
    });
    expect(mandate.account_number_cipher).not.toContain(goodBank.account_number);
    const lines = (await f.cart(me)).items as Line[];
    expect(lines[0]!.price.formatted).toBe(await costsOf('gym-and-swim/recurring', 'billing_day=20'));
  });

  it('lists each refusal under the spec’s key', async () => {
    const me = await f.customer();
    const refusals = async (payload: Record<string, unknown>) => {
      const res = await f.join(me, payload);
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    const monthly = f.body('gym-and-swim/recurring');
    expect(await refusals({ ...monthly, account_holder: '', account_details: null })).toMatchObject({
      account_holder: [accountHolderMessage],
      account_details: [expect.any(String)],
    });
    expect(
      await refusals({ ...monthly, account_details: { ...goodBank, account_number: '55779912' } }),
    ).toMatchObject({ account_details: [accountMismatchMessage] });
    expect(
      await refusals({ ...monthly, account_details: { ...goodBank, account_number: '123' } }),
    ).toMatchObject({
      'account_details.account_number': [accountNumberMessage],
    });
    expect(await refusals({ ...monthly, start_date: addDays(localDate(new Date()), -1) })).toMatchObject({
      start_date: [startDateMessage],
    });
    expect(await refusals({ ...monthly, billing_day: 29 })).toHaveProperty('billing_day');
    expect(await refusals({ ...monthly, terms: [] })).toMatchObject({ terms: [termsMessage] });
    expect(await refusals({ ...monthly, promotion_code_id: await f.promotion('SPRING20') })).toMatchObject({
      promotion: [codeNotRecognisedMessage],
    });
    // Local to three northern centres: not sold at Bristol.
    expect(
      await refusals({
        ...f.body('off-peak-north/recurring'),
        home_venue_id: f.venues.get('bristol-hengrove'),
      }),
    ).toMatchObject({ home_venue_id: [notSoldHereMessage] });
    // The junior membership, for an adult who bypasses the page.
    expect(await refusals(f.body('junior-swim/fixed3'))).toHaveProperty('membership_type_id');
    expect(await f.all(`select id from memberships where user_id = ${me.userId}`)).toHaveLength(0);
  });

  it('lets go of a join taken out of the basket: its code’s use comes back', async () => {
    const me = await f.customer();
    const tenOff = await f.promotion('TENOFF');
    const used = () => f.usesOf(tenOff);
    const before = await used();
    const res = await f.join(me, f.body('gym-and-swim/recurring', { promotion_code_id: tenOff }));
    expect(res.statusCode).toBe(201);
    expect(await used()).toBe(before + 1);
    const removed = await t.inject({
      method: 'POST',
      url: '/api/activities/cart/remove',
      headers: { authorization: me.authorization },
      payload: { cart_item_ids: [res.json().data.cart_item_id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(await used()).toBe(before);
    expect(await f.all(`select id from memberships where user_id = ${me.userId}`)).toHaveLength(0);
    const mandate = await f.all<{ status: string }>(
      `select status from direct_debit_mandates where user_id = ${me.userId}`,
    );
    expect(mandate).toEqual([{ status: 'released' }]);
  });

  it('asks a member who pays by direct debit already for no bank details, and keeps their billing day', async () => {
    const { id } = await f.one<{ id: number }>(
      `select id from users where reference = '${instructedMember.reference}'`,
    );
    const { issueSessionTokens } = await import('../auth/session-issuer');
    const { createSessionsRepository } = await import('../auth/sessions.repository');
    const { token } = await issueSessionTokens(createSessionsRepository(t.database.db), {
      clientId: f.clientId,
      userId: id,
      ttlMs: 600_000,
      now: new Date(),
    });
    const member = { authorization: `Bearer ${token}` };
    const {
      account_holder: _h,
      account_details: _d,
      dd_terms_accepted: _t,
      ...noBank
    } = f.body('off-peak-north/recurring');
    const res = await f.join(member, { ...noBank, billing_day: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.new_mandate).toBe(false);
    const membership = await membershipOf(res.json().data.membership_id);
    expect(membership.billing_day).toBe(instructedMember.billingDay);
    expect(membership.mandate_id).not.toBeNull();
  });
});
