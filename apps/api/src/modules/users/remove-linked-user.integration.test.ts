import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { createWaitlistFixtures } from '../../../test/fixtures/waitlist-fixtures';
import { useTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
type Fixtures = Awaited<ReturnType<typeof createWaitlistFixtures>>;

const members = '/api/my-account/user/linked-users';
const cart = '/api/activities/cart';
const deskCart = '/api/foh/activities/cart';

/** Removing a family member (docs/decisions/017-removing-a-family-member.md). */
describe('removing a family member', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  let n = 0;

  beforeAll(async () => {
    f = await createWaitlistFixtures(t);
    alex = await f.signIn('alex.morgan@example.com');
    priya = await f.signIn('priya.shah@example.com');
  });

  /** A new family member of Alex's, with nothing yet. */
  async function member(firstName = `Kid${++n}`) {
    const res = await t.inject({
      method: 'POST',
      url: members,
      headers: alex,
      payload: {
        first_name: firstName,
        last_name: 'Morgan',
        date_of_birth: '2018-04-01',
        relationship: 'Son',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }
  const remove = (headers: Headers, id: number) =>
    t.inject({ method: 'DELETE', url: `${members}/${id}`, headers });
  const listed = async () =>
    (await t.inject({ method: 'GET', url: members, headers: alex }))
      .json()
      .data.map((m: { id: number }) => m.id);
  const userRow = (id: number) =>
    t.sql(`select id, parent_user_id from users where id = ${id}`) as Promise<{
      rows: { id: number; parent_user_id: number | null }[];
    }>;
  const addFor = (headers: Headers, occurrence: number, query = '', extra: Record<string, unknown> = {}) =>
    t.inject({
      method: 'POST',
      url: `${cart}/add${query}`,
      headers,
      payload: {
        items: [{ id: String(occurrence), type: 'activity', activity_restriction_ids: [], ...extra }],
      },
    });
  const basketLines = async (headers: Headers) =>
    (await t.inject({ method: 'GET', url: cart, headers })).json().data.items as {
      purchased_for_user_id: number | null;
    }[];

  it('removes a member with a basket line, the line with them, and releases the place it held', async () => {
    const kid = await member();
    const session = await f.session({ capacity: 1 });
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
    // Booking for the member makes them the basket's selected user too.
    expect((await addFor(alex, session, `?selected_user_id=${kid}`)).statusCode).toBe(200);
    const own = await f.session();
    expect((await addFor(alex, own)).statusCode).toBe(200);
    // The one place is held by Alex's basket: nobody else can have it.
    expect((await addFor(priya, session)).statusCode).toBe(409);

    const res = await remove(alex, kid);
    expect(res.statusCode).toBe(204);
    expect(await listed()).not.toContain(kid);
    // Nothing but a basket line ever named them: they are gone altogether.
    expect((await userRow(kid)).rows).toEqual([]);
    const lines = await basketLines(alex);
    expect(lines.map((l) => l.purchased_for_user_id)).toEqual([expect.any(Number)]);
    expect(lines[0]!.purchased_for_user_id).not.toBe(kid);
    const selected = await f.one<{ selected_user_id: number | null }>(
      `select c.selected_user_id from carts c join users u on u.id = c.user_id
       where u.reference = 'C100001' and c.status = 'open'`,
    );
    expect(selected.selected_user_id).toBeNull();
    // The place is free again.
    expect((await addFor(priya, session)).statusCode).toBe(200);
    await t.inject({ method: 'DELETE', url: cart, headers: priya });
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
  });

  it('refuses with 409 while the member has an upcoming booking, and changes nothing', async () => {
    const kid = await member('Mila');
    const future = await f.session({ days: 3 });
    await t.sql(`insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
      select client_id, id, activity_id, ${kid}, (select id from users where reference = 'C100001'), 650
      from occurrences where id = ${future}`);
    const inBasket = await f.session();
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
    expect((await addFor(alex, inBasket, '', { purchased_for_user_id: kid })).statusCode).toBe(200);

    const res = await remove(alex, kid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Mila has upcoming bookings. Cancel them before removing Mila.' });
    expect(await listed()).toContain(kid);
    expect((await userRow(kid)).rows[0]!.parent_user_id).not.toBeNull();
    expect((await basketLines(alex)).map((l) => l.purchased_for_user_id)).toEqual([kid]);
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
  });

  it('refuses with 409 while the member has a course still to come, or an unpaid fee', async () => {
    const kid = await member('Otto');
    const session = await f.session({ days: 4 });
    const { id: bundle } = await f.one<{ id: number }>(
      `insert into booking_bundles (client_id, activity_id, user_id, booked_by_user_id, total_price)
       values (${f.clientId}, ${f.activityId}, ${kid}, ${kid}, 3000) returning id`,
    );
    await t.sql(`insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price, bundle_id)
      values (${f.clientId}, ${session}, ${f.activityId}, ${kid}, ${kid}, 0, ${bundle})`);
    const course = await remove(alex, kid);
    expect(course.statusCode).toBe(409);
    expect(course.json().message).toBe('Otto has an upcoming course. Cancel it before removing Otto.');

    const other = await member('Ruth');
    await t.sql(`insert into penalties (client_id, user_id, type, description, fee_amount)
      values (${f.clientId}, ${other}, 'lost-card', 'Lost card', 500)`);
    const fee = await remove(alex, other);
    expect(fee.statusCode).toBe(409);
    expect(fee.json().message).toBe(
      'Ruth has unpaid fees. Please settle them with the venue before removing Ruth.',
    );
    expect(await listed()).toEqual(expect.arrayContaining([kid, other]));
  });

  it('unlinks a member with only past history: off the list, the order still names them', async () => {
    const kid = await member('Pia');
    const session = await f.session();
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
    expect((await addFor(alex, session, '', { purchased_for_user_id: kid })).statusCode).toBe(200);
    const key = `remove-member-${Date.now()}`;
    const { paid } = await f.checkoutByCard(alex, key);
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    // The session has since taken place.
    await t.sql(`update occurrences set starts_at = now() - interval '3 days', ends_at = now() - interval '3 days'
      + interval '1 hour' where id = ${session}`);

    const res = await remove(alex, kid);
    expect(res.statusCode).toBe(204);
    expect(await listed()).not.toContain(kid);
    expect((await userRow(kid)).rows).toEqual([{ id: kid, parent_user_id: null }]);
    const order = await t.inject({ method: 'GET', url: `/api/my-account/orders/${orderId}`, headers: alex });
    expect(order.json().data.items[0]).toMatchObject({ attendee_name: 'Pia Morgan' });
    const past = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=past',
      headers: alex,
    });
    expect(past.json().data.map((b: { id: number }) => b.id)).toContain(
      order.json().data.items[0].booking_id,
    );
    // No longer Alex's to book for.
    expect((await addFor(alex, await f.session(), '', { purchased_for_user_id: kid })).statusCode).toBe(403);
    expect((await remove(alex, kid)).statusCode).toBe(404);
  });

  it('refuses with 409 while the member holds a membership; one that has ended is history', async () => {
    const kid = await member('Nina');
    await t.sql(`insert into memberships (client_id, user_id, reference, name, status)
      values (${f.clientId}, ${kid}, 'M-NINA', 'Junior Swim', 'active')`);
    const res = await remove(alex, kid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Nina has a membership. Please ask the venue to end it before removing Nina.',
    );
    await t.sql(`update memberships set status = 'expired', expires_at = now() - interval '1 day'
      where user_id = ${kid}`);
    expect((await remove(alex, kid)).statusCode).toBe(204);
    expect((await userRow(kid)).rows).toEqual([{ id: kid, parent_user_id: null }]);
    const kept = await f.one<{ n: number }>(
      `select count(*)::int as n from memberships where user_id = ${kid}`,
    );
    expect(kept.n).toBe(1);
  });

  it('unlinks, not deletes, a member whose only past is a paid fee, so the fee is kept', async () => {
    const kid = await member();
    await t.sql(`insert into penalties (client_id, user_id, type, description, fee_amount, status)
      values (${f.clientId}, ${kid}, 'lost-card', 'Lost card', 500, 'paid')`);
    expect((await remove(alex, kid)).statusCode).toBe(204);
    expect(await listed()).not.toContain(kid);
    expect((await userRow(kid)).rows).toEqual([{ id: kid, parent_user_id: null }]);
    const kept = await f.one<{ n: number }>(
      `select count(*)::int as n from penalties where user_id = ${kid}`,
    );
    expect(kept.n).toBe(1);
  });

  it('takes a member out of waitlists; an offer they held passes to the next in the queue', async () => {
    const kid = await member();
    const { occurrence, bookings } = await f.fullSession();
    const joined = await f.join(alex, occurrence, kid);
    expect(joined.statusCode).toBe(201);
    const [next] = await f.customers(1);
    expect((await f.join(next!.headers, occurrence)).statusCode).toBe(201);
    expect((await f.cancel(bookings[0]!.headers, bookings[0]!.id)).statusCode).toBe(200);
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['offered', 'waiting']);

    const res = await remove(alex, kid);
    expect(res.statusCode).toBe(204);
    expect((await f.entries(occurrence)).map((e) => e.status)).toEqual(['offered']);
    expect((await f.list(alex)).json().data).toEqual([]);
    expect((await userRow(kid)).rows).toEqual([]);
  });

  it('unlinks instead of deleting when something else still names the member (a desk basket)', async () => {
    const kid = await member();
    const session = await f.session();
    const desk = await createStaffMember(t);
    const alexId = (await t.sql(
      `select id from users where email = 'alex.morgan@example.com'`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const forAlex = `?selected_user_id=${alexId.rows[0]!.id}`;
    const added = await t.inject({
      method: 'POST',
      url: `${deskCart}/add`,
      headers: desk.headers,
      payload: {
        selected_user_id: alexId.rows[0]!.id,
        items: [{ id: String(session), type: 'activity', purchased_for_user_id: kid }],
      },
    });
    expect(added.statusCode).toBe(200);

    const res = await remove(alex, kid);
    expect(res.statusCode).toBe(204);
    expect(await listed()).not.toContain(kid);
    expect((await userRow(kid)).rows).toEqual([{ id: kid, parent_user_id: null }]);
    const deskLines = (
      await t.inject({ method: 'GET', url: `${deskCart}${forAlex}`, headers: desk.headers })
    ).json().data.items as { purchased_for_user_id: number | null }[];
    expect(deskLines.map((l) => l.purchased_for_user_id)).toEqual([kid]);
    await t.inject({ method: 'DELETE', url: `${deskCart}${forAlex}`, headers: desk.headers });
  });

  it('answers 404 to another customer, and leaves the member and their basket line alone', async () => {
    const kid = await member();
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
    expect((await addFor(alex, await f.session(), '', { purchased_for_user_id: kid })).statusCode).toBe(200);
    const res = await remove(priya, kid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unable to complete request, item not found.' });
    expect(await listed()).toContain(kid);
    expect((await basketLines(alex)).map((l) => l.purchased_for_user_id)).toEqual([kid]);
    await t.inject({ method: 'DELETE', url: cart, headers: alex });
  });
});
