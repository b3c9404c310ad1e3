import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';
import { genericMessages } from '@leisure/contracts/generic-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBasketFixtures } from '../../../test/fixtures/basket-fixtures';
import { staffSession } from '../../../test/fixtures/staff-fixtures';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';
import { alreadyInBasketMessage, signInToBookMessage } from './line-type';

const cart = '/api/activities/cart';
type Fixtures = Awaited<ReturnType<typeof createBasketFixtures>>;
type Json = Record<string, unknown>;
type Line = {
  id: number;
  attendee_name: string | null;
  purchased_for_user_id: number | null;
  hold_expires_at: string | null;
  cartable_resource: { occurrence_id: string };
};

describe('the basket', () => {
  const t = useTestApp();
  let f: Fixtures;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  async function login(username: string) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password: demo.password },
    });
    expect(res.statusCode).toBe(200);
    return res;
  }

  beforeAll(async () => {
    f = await createBasketFixtures(t);
    for (const [who, username] of [
      ['alex', demo.username],
      ['priya', 'priya.shah@example.com'],
      ['chris', 'chris.evans@example.com'],
    ] as const) {
      tokens[who] = (await login(username)).json().token;
    }
  });

  const add = (headers: Record<string, string>, id: string, extra: Json = {}) =>
    t.inject({
      method: 'POST',
      url: `${cart}/add`,
      headers,
      payload: { items: [{ id, type: 'activity', activity_restriction_ids: [], ...extra }] },
    });
  const clear = (who: string) => t.inject({ method: 'DELETE', url: cart, headers: as(who) });

  it('answers a visitor with an empty basket until they add something', async () => {
    const res = await t.inject({ method: 'GET', url: cart });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ items: [], is_anonymous: true, totals: { item_count: 0 } });
    expect(res.cookies).toEqual([]);
  });

  it('keeps a visitor basket by its cookie, with CSRF on its writes, and asks them to sign in where needed', async () => {
    const first = await add({}, await f.session());
    expect(first.statusCode).toBe(200);
    const { jar, header } = cookiesOf(first);
    expect(jar.basket).toBeTruthy();
    expect(first.cookies.find((c) => c.name === 'basket')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const [item] = first.json().data.items;
    expect(item).toMatchObject({
      id: expect.any(Number),
      name: 'Basket open-class',
      price: { raw: 650 },
      cartable_type: 'activity',
    });
    expect(item.cartable_resource).toMatchObject({
      venue_name: expect.any(String),
      duration: '60min',
      date: {
        full_date_pretty: expect.stringMatching(/^\w{3} \d{1,2} \w+ \d{4}$/),
        raw: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      starts_at: { format_24_hour: expect.stringMatching(/^\d{2}:\d{2}$/) },
      location: { name: 'Studio B' },
    });

    const again = await t.inject({ method: 'GET', url: cart, headers: { cookie: header } });
    expect(again.json().data.items.map((i: Line) => i.id)).toEqual([item.id]);

    const second = await f.session();
    expect((await add({ cookie: header }, second)).statusCode).toBe(419);
    const withToken = await add({ cookie: header, 'x-xsrf-token': jar.basket_xsrf! }, second);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().data.items).toHaveLength(2);

    const membersOnly = await add(
      { cookie: header, 'x-xsrf-token': jar.basket_xsrf! },
      await f.session({ anonymous: false }),
    );
    expect(membersOnly.statusCode).toBe(401);
    expect(membersOnly.json().message).toBe(signInToBookMessage);
    const credit = await t.inject({
      method: 'PUT',
      url: `${cart}/payments`,
      headers: { cookie: header, 'x-xsrf-token': jar.basket_xsrf! },
      payload: { payments: [{ tender_type: 'credit', amount: 100 }] },
    });
    expect(credit.statusCode).toBe(401);
  });

  it('lets a visitor book for nobody else: a selected user they name is not kept', async () => {
    for (const selected of [999_999_999, await f.userId('C100001')]) {
      const res = await t.inject({ method: 'DELETE', url: `${cart}?selected_user_id=${selected}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.selected_user_id).toBeNull();
    }
  });

  it('merges a visitor basket into the customer’s at sign-in without doubling a session', async () => {
    const shared = await f.session();
    const onlyVisitor = await f.session();
    const visitor = await add({}, shared);
    const basket = cookiesOf(visitor).jar;
    await add({ cookie: `basket=${basket.basket}`, 'x-xsrf-token': basket.basket_xsrf! }, onlyVisitor);

    const signIn = cookiesOf(await login('chris.evans@example.com')).jar;
    const chris = { cookie: `sid=${signIn.sid}; xsrf=${signIn.xsrf}`, 'x-xsrf-token': signIn.xsrf! };
    expect((await add(chris, shared)).statusCode).toBe(200);

    const merged = await t.inject({
      method: 'GET',
      url: cart,
      headers: { cookie: `${chris.cookie}; basket=${basket.basket}` },
    });
    expect(merged.statusCode).toBe(200);
    const lines = merged.json().data.items as Line[];
    expect(lines.map((l) => l.cartable_resource.occurrence_id).sort()).toEqual([shared, onlyVisitor].sort());
    const chrisId = await f.userId('C100020');
    expect(lines.every((l) => l.purchased_for_user_id === chrisId && l.hold_expires_at)).toBe(true);
    expect(merged.cookies.find((c) => c.name === 'basket')?.value).toBe('');

    // The old cookie now opens an empty visitor basket, not the merged one.
    const stale = await t.inject({
      method: 'GET',
      url: cart,
      headers: { cookie: `basket=${basket.basket}` },
    });
    expect(stale.json().data.items).toEqual([]);
    await clear('chris');
  });

  it('refuses a full session, one not yet released, and the same session twice', async () => {
    const full = await add(as('alex'), await f.session({ capacity: 2, booked: 2 }));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(fullMessage);

    const early = await add(as('alex'), await f.session({ days: 20 }));
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(notYetBookableMessage);

    const session = await f.session();
    expect((await add(as('alex'), session)).statusCode).toBe(200);
    const twice = await add(as('alex'), session);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(alreadyInBasketMessage);
    expect((await add(as('alex'), '999999')).statusCode).toBe(404);
    const cleared = await clear('alex');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.items).toEqual([]);

    // A session the attendee already has a place in is not put in the basket again.
    const booked = await f.session();
    await t.sql(`insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
      select client_id, id, activity_id, ${await f.userId('C100001')}, ${await f.userId('C100001')}, 650
      from occurrences where id = ${booked}`);
    expect((await add(as('alex'), booked)).statusCode).toBe(409);
  });

  it('books for a linked family member, and refuses a stranger', async () => {
    const session = await f.session();
    const mia = await f.userId('C100030');
    expect((await add(as('alex'), session)).statusCode).toBe(200);
    const forMia = await add(as('alex'), session, { purchased_for_user_id: mia });
    expect(forMia.statusCode).toBe(200);
    expect(
      forMia
        .json()
        .data.items.map((i: Line) => i.attendee_name)
        .sort(),
    ).toEqual(['Alex Morgan', 'Mia Morgan']);

    const stranger = await add(as('alex'), await f.session(), {
      purchased_for_user_id: await f.userId('C100002'),
    });
    expect(stranger.statusCode).toBe(403);
    const selected = await t.inject({
      method: 'GET',
      url: `${cart}?selected_user_id=${await f.userId('C100002')}`,
      headers: as('alex'),
    });
    expect(selected.statusCode).toBe(403);
    await clear('alex');
  });

  it('lets nobody touch another customer’s line', async () => {
    const added = await add(as('alex'), await f.session());
    const lineId = added.json().data.items[0].id;
    const remove = await t.inject({
      method: 'POST',
      url: `${cart}/remove`,
      headers: as('priya'),
      payload: { cart_item_ids: [lineId] },
    });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe(genericMessages[404]);
    const change = await t.inject({
      method: 'PUT',
      url: `${cart}/${lineId}`,
      headers: as('priya'),
      payload: { quantity: 1 },
    });
    expect(change.statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/activities/benefit/remove/${lineId}`,
          headers: as('priya'),
        })
      ).statusCode,
    ).toBe(404);
    const own = await t.inject({
      method: 'POST',
      url: `${cart}/remove?selected_user_id=`,
      headers: as('alex'),
      payload: { cart_item_ids: [lineId] },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.items).toEqual([]);
  });

  it('changes a line’s attendee, and refuses to take off a benefit the line does not have', async () => {
    const added = await add(as('alex'), await f.session());
    const lineId = added.json().data.items[0].id;
    const mia = await f.userId('C100030');
    const changed = await t.inject({
      method: 'PUT',
      url: `${cart}/${lineId}`,
      headers: as('alex'),
      payload: { purchased_for_user_id: mia },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items[0]).toMatchObject({
      purchased_for_user_id: mia,
      attendee_name: 'Mia Morgan',
    });
    const stranger = await t.inject({
      method: 'PUT',
      url: `${cart}/${lineId}`,
      headers: as('alex'),
      payload: { purchased_for_user_id: await f.userId('C100002') },
    });
    expect(stranger.statusCode).toBe(403);
    for (const kind of ['benefit', 'package']) {
      const res = await t.inject({
        method: 'DELETE',
        url: `/api/activities/${kind}/remove/${lineId}?source=activity-booking`,
        headers: as('alex'),
      });
      expect(res.statusCode).toBe(422);
    }
    await clear('alex');
  });

  it('asks a cookie session for its CSRF token, but not a bearer token', async () => {
    const { jar } = cookiesOf(await login(demo.username));
    const cookie = `sid=${jar.sid}; xsrf=${jar.xsrf}`;
    const session = await f.session();
    expect((await add({ cookie }, session)).statusCode).toBe(419);
    expect((await add({ cookie, 'x-xsrf-token': jar.xsrf! }, session)).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: cart, headers: as('alex') })).statusCode).toBe(200);
  });

  it('frees a held place for someone else once the hold expires, and does not hold it again', async () => {
    const session = await f.session({ capacity: 1 });
    const held = await add(as('alex'), session);
    expect(held.statusCode).toBe(200);
    expect(Date.parse(held.json().data.items[0].hold_expires_at)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const refused = await add(as('priya'), session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fullMessage);

    await t.sql(
      `update cart_items set hold_expires_at = now() - interval '1 minute' where occurrence_id = ${session}`,
    );
    expect((await add(as('priya'), session)).statusCode).toBe(200);
    const alex = await t.inject({ method: 'GET', url: cart, headers: as('alex') });
    expect(Date.parse(alex.json().data.items[0].hold_expires_at)).toBeLessThan(Date.now());

    // Priya lets go: Alex's next look at the basket holds the place again.
    await clear('priya');
    const reheld = await t.inject({ method: 'GET', url: cart, headers: as('alex') });
    expect(Date.parse(reheld.json().data.items[0].hold_expires_at)).toBeGreaterThan(Date.now());
    await clear('alex');
  });

  describe('tenders', () => {
    const pay = (who: string, payments: Json[], query = '') =>
      t.inject({ method: 'PUT', url: `${cart}/payments${query}`, headers: as(who), payload: { payments } });

    it('takes the customer’s credit up to the basket and the balance, replacing the last', async () => {
      await add(as('alex'), await f.session());
      const second = await add(as('alex'), await f.session());
      const basket = second.json().data;
      expect(basket.credits.general.total_available.raw).toBe(1000);
      expect(basket.credits.general.max_applicable.raw).toBe(1000);

      const first = await pay('alex', [{ tender_type: 'credit', amount: 400 }]);
      expect(first.statusCode).toBe(200);
      const replaced = await pay('alex', [{ tender_type: 'credit', amount: 700 }]);
      expect(replaced.json().data.payments).toEqual([{ tender_type: 'credit', amount: 700 }]);
      expect(replaced.json().data.totals.balance).toBe(basket.totals.total - 700);

      const tooMuch = await pay('alex', [{ tender_type: 'credit', amount: 1001 }]);
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().errors.payments).toBeDefined();
      expect((await pay('alex', [{ tender_type: 'cash', amount: 100 }])).statusCode).toBe(403);

      const removed = await pay('alex', [{ tender_type: 'credit', amount: 0 }]);
      expect(removed.json().data.payments).toEqual([]);
      await clear('alex');
    });

    // The desk's basket, its cash with change and its removals are tested in front-of-house (decision 053).
    it('keeps the customer’s URL to customers: a staff session is a visitor there, for nobody, taking no cash', async () => {
      const alexId = await f.userId('C100001');
      const staff = await staffSession(t);
      const staffAdd = await t.inject({
        method: 'POST',
        url: `${cart}/add?selected_user_id=${alexId}`,
        headers: staff,
        payload: { items: [{ id: await f.session(), type: 'activity' }] },
      });
      // A visitor's basket of its own (decision 052): Alex's is not touched and he is not named.
      expect(staffAdd.statusCode).toBe(200);
      expect(staffAdd.json().data).toMatchObject({ is_anonymous: true, selected_user_id: null });
      const cash = await t.inject({
        method: 'PUT',
        url: `${cart}/payments`,
        headers: staff,
        payload: { payments: [{ tender_type: 'cash', amount: 300 }] },
      });
      expect(cash.statusCode).toBe(401);
    });

    it('shows the customer’s credit on their user', async () => {
      const user = await t.inject({ method: 'GET', url: '/api/auth/user', headers: as('alex') });
      expect(user.json().data.credit.balance.raw).toBe(1000);
      const priya = await t.inject({ method: 'GET', url: '/api/auth/user', headers: as('priya') });
      expect(priya.json().data.credit.balance.raw).toBe(0);
    });
  });
});
