import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { laneSwimsUsed, packageBuyer, packageHolder } from '../../seed/demo-packages';
import { createServices } from '../../services';
import { priceChangedMessage } from '../basket/line-type';
import { packageGoneMessage, packageInBasketMessage, signInToBuyPackagesMessage } from './package-line';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read as the wire has them
type Json = Record<string, any>;

/** Packages: the catalogue, buying one through the basket and checkout, and the customer's list. */
describe('packages', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let alexId: number;
  let venueId: number;
  let otherVenueId: number;
  let n = 0;
  const key = () => `package-key-${++n}-${Date.now()}`;

  async function makePackage({ price = 3000, days = 30, venue = venueId as number | null, usages = 3 } = {}) {
    const slug = `test-package-${++n}`;
    const { id } = await f.one<{ id: number }>(
      `insert into packages (client_id, slug, name, description_html, venue_id, price, valid_days, position)
       values (${f.clientId}, '${slug}', '${usages} Checkout classes', '<p>Three classes.</p>', ${venue ?? 'null'}, ${price}, ${days}, ${n})
       returning id`,
    );
    await t.sql(
      `insert into package_contents (package_id, activity_id, usages) values (${id}, ${f.activityId}, ${usages})`,
    );
    return id;
  }
  const add = (headers: Headers, id: number, extra: Json = {}) =>
    f.post(headers, '/api/activities/cart/add', { items: [{ id: String(id), type: 'package', ...extra }] });
  const clear = (headers: Headers) => t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });
  const listed = async (headers: Headers) =>
    t.inject({ method: 'GET', url: '/api/promotions/user/packages', headers });

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    alexId = (await f.one<{ id: number }>(`select id from users where email = '${demo.username}'`)).id;
    venueId = (await f.one<{ id: number }>(`select id from venues where slug = 'manchester-central'`)).id;
    otherVenueId = (
      await f.one<{ id: number }>(
        `select id from venues where client_id = ${f.clientId} and id <> ${venueId} limit 1`,
      )
    ).id;
  });

  it('lists the packages on sale at a venue, with those for every centre, and their contents', async () => {
    const here = await makePackage({ price: 4550 });
    const everywhere = await makePackage({ venue: null, usages: 5 });
    const elsewhere = await makePackage({ venue: otherVenueId });
    await t.sql(`update packages set active = false where id = ${await makePackage()}`);
    const res = await t.inject({ method: 'GET', url: `/api/packages?venue_id=${venueId}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Json[];
    const ids = data.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([here, everywhere]));
    expect(ids).not.toContain(elsewhere);
    const mine = data.find((p) => p.id === here)!;
    expect(mine).toMatchObject({
      price: { raw: 4550, formatted: '£45.50' },
      area: 'Manchester Central Pool & Gym',
      valid_days: 30,
      sessions_included: 3,
      contents: [{ activity_id: f.activityId, usages: 3, concatenated_name: 'Checkout class' }],
    });
    expect(data.find((p) => p.id === everywhere)).toMatchObject({
      area: 'All centres',
      sessions_included: 5,
    });
    const all = (await t.inject({ method: 'GET', url: '/api/packages' })).json().data as Json[];
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([here, everywhere, elsewhere]));
  });

  it("lists the demo's packages on sale, and Jordan Ellis's swims in use and lapsed classes", async () => {
    const onSale = (await t.inject({ method: 'GET', url: `/api/packages?venue_id=${venueId}` })).json()
      .data as Json[];
    expect(onSale.filter((p) => p.slug === '10-lane-swims' || p.slug === '5-group-exercise-classes')).toEqual(
      [
        expect.objectContaining({
          name: '10 Lane Swims',
          area: 'Manchester Central Pool & Gym',
          sessions_included: 10,
        }),
        expect.objectContaining({
          name: '5 Group Exercise Classes',
          area: 'All centres',
          sessions_included: 5,
        }),
      ],
    );
    const jordan = await f.signIn(packageHolder.email);
    const held = (await listed(jordan)).json().data as Json[];
    expect(held.map((p) => [p.name, p.expired, p.sessions_remaining])).toEqual([
      ['10 Lane Swims', false, 10 - laneSwimsUsed],
      ['5 Group Exercise Classes', true, 5],
    ]);
    expect(held[0]!.contents).toEqual([
      { usages: 10, concatenated_name: 'Lane Swimming', remaining: 10 - laneSwimsUsed },
    ]);
    const casey = await f.signIn(packageBuyer.email);
    expect((await listed(casey)).json().data).toEqual([]);
  });

  it('refuses a visitor, a package not on sale, and the same package twice in one basket', async () => {
    const id = await makePackage();
    const visitor = await add({}, id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(signInToBuyPackagesMessage);
    await clear(alex);
    expect((await add(alex, 2_147_483_647)).statusCode).toBe(404);
    const added = await add(alex, id);
    expect(added.statusCode).toBe(200);
    const [item] = added.json().data.items as Json[];
    expect(item).toMatchObject({ cartable_type: 'other', cartable_id: id, price: { raw: 3000 } });
    expect(item!.cartable_resource).toMatchObject({
      name: '3 Checkout classes',
      venue_name: 'Manchester Central Pool & Gym',
    });
    const again = await add(alex, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(packageInBasketMessage);
  });

  it('buys a package by card: the order makes it active for its days, and the list shows it with its uses', async () => {
    await clear(alex);
    const id = await makePackage({ days: 30 });
    expect((await add(alex, id)).statusCode).toBe(200);
    const { paid } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    const purchase = await f.one<{ status: string; user_id: number; days: number }>(
      `select status, user_id, round(extract(epoch from expires_at - purchased_at) / 86400)::int as days
       from package_purchases where order_id = ${orderId}`,
    );
    expect(purchase.status).toBe('active');
    expect(purchase.user_id).toBe(alexId);
    // Until the start of the day after its 30th day: a little under or over 30 days from the purchase.
    expect(purchase.days).toBeGreaterThanOrEqual(29);
    expect(purchase.days).toBeLessThanOrEqual(30);
    expect(
      await f.one<{ type: string; price: number }>(
        `select type, price from order_items where order_id = ${orderId}`,
      ),
    ).toEqual({ type: 'package', price: 3000 });

    const res = await listed(alex);
    expect(res.statusCode).toBe(200);
    const [first] = res.json().data as Json[];
    expect(first).toMatchObject({
      area: 'Manchester Central Pool & Gym',
      name: '3 Checkout classes',
      description: '<p>Three classes.</p>',
      price: { formatted: '£30.00' },
      expired: false,
      sessions_included: 3,
      sessions_remaining: 3,
      contents: [{ usages: 3, concatenated_name: 'Checkout class', remaining: 3 }],
      user: { id: alexId, name: 'Alex Morgan' },
    });
    expect(first!.expires).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it('lists packages to their holder only, newest first, with spent uses counted and expired ones marked', async () => {
    const id = await makePackage({ usages: 4 });
    const { id: old } = await f.one<{ id: number }>(
      `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
       values (${f.clientId}, ${alexId}, ${id}, 'active', now() - interval '40 days', now() - interval '10 days') returning id`,
    );
    const { id: recent } = await f.one<{ id: number }>(
      `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
       values (${f.clientId}, ${alexId}, ${id}, 'active', now() + interval '1 minute', now() + interval '20 days') returning id`,
    );
    const { id: contentId } = await f.one<{ id: number }>(
      `select id from package_contents where package_id = ${id}`,
    );
    await t.sql(
      `insert into package_usages (client_id, purchase_id, content_id) values
       (${f.clientId}, ${recent}, ${contentId}), (${f.clientId}, ${recent}, ${contentId})`,
    );
    await t.sql(
      `insert into package_usages (client_id, purchase_id, content_id, status, returned_at)
       values (${f.clientId}, ${recent}, ${contentId}, 'returned', now())`,
    );

    expect((await listed({})).statusCode).toBe(401);
    const priya = await f.signIn('priya.shah@example.com');
    const theirs = (await listed(priya)).json().data as Json[];
    expect(theirs.some((p) => p.id === recent || p.id === old)).toBe(false);

    const mine = (await listed(alex)).json().data as Json[];
    expect(mine[0]).toMatchObject({
      id: recent,
      expired: false,
      sessions_included: 4,
      sessions_remaining: 2,
    });
    expect(mine[0]!.contents).toEqual([{ usages: 4, concatenated_name: 'Checkout class', remaining: 2 }]);
    expect(mine.find((p) => p.id === old)).toMatchObject({ expired: true });
  });

  it('buys one for a family member: it is theirs, listed to the parent who bought it and to nobody else', async () => {
    await clear(alex);
    const kid = (
      await t.inject({
        method: 'POST',
        url: '/api/my-account/user/linked-users',
        headers: alex,
        payload: {
          first_name: 'Ava',
          last_name: 'Morgan',
          date_of_birth: '2015-02-01',
          relationship: 'Daughter',
        },
      })
    ).json().data.id as number;
    const id = await makePackage();
    expect((await add(alex, id, { purchased_for_user_id: kid })).statusCode).toBe(200);
    const { paid } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    const { id: purchaseId, user_id } = await f.one<{ id: number; user_id: number }>(
      `select id, user_id from package_purchases where order_id = ${orderId}`,
    );
    expect(user_id).toBe(kid);
    const mine = (await listed(alex)).json().data as Json[];
    expect(mine.find((p) => p.id === purchaseId)?.user).toEqual({ id: kid, name: 'Ava Morgan' });
    const priya = await f.signIn('priya.shah@example.com');
    expect(((await listed(priya)).json().data as Json[]).some((p) => p.id === purchaseId)).toBe(false);
  });

  it('answers a new price as stale, refuses a package taken off sale, and releases the card', async () => {
    await clear(alex);
    const id = await makePackage({ price: 2000 });
    expect((await add(alex, id)).statusCode).toBe(200);
    await t.sql(`update packages set price = 2200 where id = ${id}`);
    const stale = await f.checkoutByCard(alex, key());
    expect(stale.paid.statusCode).toBe(409);
    expect(stale.paid.json().message).toBe(priceChangedMessage);

    await t.sql(`update packages set active = false where id = ${id}`);
    const gone = await f.checkoutByCard(alex, key());
    expect(gone.paid.statusCode).toBe(409);
    expect(gone.paid.json().message).toBe(packageGoneMessage);
    expect((await f.intentOf(gone.paymentId)).status).toBe('canceled');
  });

  it('reverses the purchase when its order is undone (the authorisation lapsed)', async () => {
    await clear(alex);
    const id = await makePackage();
    expect((await add(alex, id)).statusCode).toBe(200);
    const { paid, paymentId } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    await t.sql(
      `update payments set status = 'ordered', recover_after = now() - interval '1 second' where id = ${paymentId}`,
    );
    await t.sql(
      `update sandbox_payment_intents set status = 'canceled' where id = (select provider_ref from payments where id = ${paymentId})`,
    );
    const recovery = createServices(t.database.db, testConfig()).paymentRecovery;
    expect((await recovery.drain()).reversed).toBe(1);
    const purchase = await f.one<{ id: number; status: string }>(
      `select id, status from package_purchases where order_id = ${orderId}`,
    );
    expect(purchase.status).toBe('reversed');
    // By the purchase's id: an order's id may be another purchase's (Alex bought this package before).
    const mine = (await listed(alex)).json().data as Json[];
    expect(mine.some((p) => p.id === purchase.id)).toBe(false);
  });
});
