import { invalidPostcodeMessage, savedCardRemovedMessage } from '@leisure/contracts/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;
type Card = { id: number; brand: string | null; recently_expired: boolean; post_code: string | null };

const path = '/api/my-account/saved-cards';
const billing = {
  first_name: 'Alex',
  last_name: 'Morgan',
  address_line_1: '1 Deansgate',
  address_line_2: null,
  city: 'Manchester',
  post_code: 'm3 4lq',
};

/** The saved card of the payments area: listed, its billing address corrected, deleted by its owner only. */
describe('saved cards', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let n = 0;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
  });

  /** A paid booking whose card the customer asked the gateway to keep; the card as listed. */
  async function savedCard(headers: Headers, number = cards.succeeds, expiry = '12/30'): Promise<Card> {
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });
    await f.basketWith(headers, await f.session());
    const key = `card-${++n}-${Date.now()}`;
    const terms = await f.termsIds(headers);
    const start = (await f.post(headers, '/api/checkout/payment', { idempotency_key: key })).json().data;
    await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/confirm',
      payload: {
        client_secret: start.client_secret,
        cardholder_name: 'Alex Morgan',
        card_number: number,
        expiry,
        security_code: '123',
        save_card: true,
      },
    });
    const paid = await f.complete(headers, {
      payments: [{ tender_type: 'card', payment_id: start.payment_id }],
      terms,
      idempotency_key: key,
    });
    expect(paid.statusCode).toBe(200);
    return (await list(headers))[0]!;
  }
  const list = async (headers: Headers) => {
    const res = await t.inject({ method: 'GET', url: path, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as Card[];
  };
  const update = (headers: Headers, id: number, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `${path}/${id}/update`, headers, payload });
  const remove = (headers: Headers, id: number) =>
    t.inject({ method: 'DELETE', url: `${path}/${id}/remove`, headers });

  it("lists the customer's card with the gateway's brand and no billing address yet", async () => {
    const card = await savedCard(alex);
    expect(card).toMatchObject({
      card_holder_name: 'Alex Morgan',
      last_four_digits: '4242',
      expiry_date: '12/30',
      recently_expired: false,
      brand: 'visa',
      first_name: null,
      post_code: null,
    });
    expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });

  it('keeps a billing address checked field by field, the postcode as a UK postcode', async () => {
    const card = await savedCard(alex);
    const bad = await update(alex, card.id, { ...billing, first_name: '', post_code: 'NOT A CODE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      first_name: ['First name is required.'],
      post_code: [invalidPostcodeMessage],
    });
    expect((await update(alex, card.id, { ...billing, city: 'M' })).json().errors.city).toEqual([
      'Town/City must be longer than 1 character.',
    ]);

    const saved = await update(alex, card.id, billing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      first_name: 'Alex',
      address_line_1: '1 Deansgate',
      address_line_2: null,
      city: 'Manchester',
      post_code: 'M3 4LQ',
    });
    expect((await list(alex)).find((c) => c.id === card.id)?.post_code).toBe('M3 4LQ');
  });

  it("answers 404 for someone else's card, to read as to change or delete", async () => {
    const card = await savedCard(alex);
    const priya = await f.signIn('priya.shah@example.com');
    expect((await list(priya)).some((c) => c.id === card.id)).toBe(false);
    expect((await update(priya, card.id, billing)).statusCode).toBe(404);
    expect((await remove(priya, card.id)).statusCode).toBe(404);
    expect((await list(alex)).some((c) => c.id === card.id)).toBe(true);
    expect((await update(alex, 2_147_483_647, billing)).statusCode).toBe(404);
  });

  it('deletes a card after detaching it at the gateway: it cannot be charged again, and twice is 404', async () => {
    const card = await savedCard(alex);
    const { token } = await f.one<{ token: string }>(
      `select provider_token as token from saved_cards where id = ${card.id}`,
    );
    const removed = await remove(alex, card.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(savedCardRemovedMessage);
    expect((await list(alex)).some((c) => c.id === card.id)).toBe(false);
    expect((await remove(alex, card.id)).statusCode).toBe(404);
    expect(
      (await f.one<{ n: number }>(`select count(*)::int as n from saved_cards where id = ${card.id}`)).n,
    ).toBe(0);
    // The gateway no longer knows the token, so nothing could charge it.
    expect(
      (
        await f.one<{ n: number }>(
          `select count(*)::int as n from sandbox_payment_intents where card_token = '${token}'`,
        )
      ).n,
    ).toBe(0);

    await f.basketWith(alex, await f.session());
    const charged = await f.post(alex, '/api/checkout/payment', {
      idempotency_key: `gone-${Date.now()}`,
      saved_card_id: card.id,
    });
    expect(charged.statusCode).toBe(404);
  });

  it('shows a card recently expired for three months after its month, then no more', async () => {
    const card = await savedCard(alex);
    const month = (back: number) => {
      const d = new Date();
      d.setUTCDate(15);
      d.setUTCMonth(d.getUTCMonth() - back);
      return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear() % 100).padStart(2, '0')}`;
    };
    await t.sql(`update saved_cards set expiry_date = '${month(1)}' where id = ${card.id}`);
    expect((await list(alex)).find((c) => c.id === card.id)?.recently_expired).toBe(true);
    await t.sql(`update saved_cards set expiry_date = '${month(0)}' where id = ${card.id}`);
    expect((await list(alex)).find((c) => c.id === card.id)?.recently_expired).toBe(false);
    await t.sql(`update saved_cards set expiry_date = '${month(4)}' where id = ${card.id}`);
    expect((await list(alex)).some((c) => c.id === card.id)).toBe(false);
  });
});
