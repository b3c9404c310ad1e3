import { beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixtures } from '../../../test/fixtures/course-fixtures';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';
import { feeInBasketMessage, feePaidMessage } from '../fees/fee-line';

type Fixtures = Awaited<ReturnType<typeof createCourseFixtures>>;
type Headers = Record<string, string>;
type Item = {
  id: number;
  cartable_type: string;
  cartable_id: number | null;
  purchased_for_user_id: number | null;
  attendee_name: string | null;
  price: { raw: number };
  child_items: unknown[];
};

const cart = '/api/foh/activities/cart';
let keys = 0;
const key = () => `desk-family-${++keys}-${Date.now()}`;

/**
 * The desk basket takes what the customer's own basket takes (issue 18): their unpaid fees and their
 * family's, a whole course, and a class for a linked family member, each by the basket's own line types.
 */
describe('selling at the desk: fees, courses and family', () => {
  const t = useTestApp();
  let f: Fixtures;
  let desk: StaffMember;
  let alex: Headers;
  let terms: number[];
  const ids: Record<'alex' | 'mia' | 'priya', number> = { alex: 0, mia: 0, priya: 0 };

  const add = (items: Record<string, unknown>[], headers: Headers = desk.headers, customer = ids.alex) =>
    f.post(headers, `${cart}/add`, { selected_user_id: customer, items });
  const empty = () =>
    t.inject({ method: 'DELETE', url: `${cart}?selected_user_id=${ids.alex}`, headers: desk.headers });
  async function fee(userId: number, amount = 500) {
    return (
      await f.one<{ id: number }>(
        `insert into penalties (client_id, user_id, type, description, fee_amount)
         values (${f.clientId}, ${userId}, 'admin', 'Replacement card', ${amount}) returning id`,
      )
    ).id;
  }

  beforeAll(async () => {
    f = await createCourseFixtures(t);
    for (const [name, where] of [
      ['alex', `reference = '${demo.reference}'`],
      ['mia', "reference = 'C100030'"],
      ['priya', "email = 'priya.shah@example.com'"],
    ] as const) {
      ids[name] = (await f.one<{ id: number }>(`select id from users where ${where}`)).id;
    }
    alex = await f.signIn(demo.username);
    desk = await createStaffMember(t);
    // The checkout's terms are read off a basket with something in it.
    await f.basketWith(alex, await f.session());
    terms = await f.termsIds(alex);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: alex });
  }, 120_000);

  it('lists the family’s unpaid fees on the profile, each with who owes it', async () => {
    const mine = await fee(ids.alex, 700);
    const mias = await fee(ids.mia, 300);
    const res = await t.inject({
      method: 'GET',
      url: `/api/foh/customers/${ids.alex}`,
      headers: desk.headers,
    });
    expect(res.statusCode).toBe(200);
    const fees = res.json().data.unpaid_fees as { id: number; user: { id: number; name: string } }[];
    expect(fees.find((x) => x.id === mine)?.user).toEqual({ id: ids.alex, name: 'Alex Morgan' });
    expect(fees.find((x) => x.id === mias)?.user).toEqual({ id: ids.mia, name: 'Mia Morgan' });
  });

  it('books a class for a linked family member, and adds the customer’s fee and the family member’s', async () => {
    await empty();
    const session = await f.session();
    const mine = await fee(ids.alex, 750);
    const mias = await fee(ids.mia, 250);
    const res = await add([
      { id: String(session), type: 'activity', purchased_for_user_id: ids.mia },
      { id: String(mine), type: 'penalty' },
      { id: String(mias), type: 'penalty', purchased_for_user_id: ids.mia },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as Item[];
    expect(items.find((i) => i.cartable_type === 'activity')).toMatchObject({
      purchased_for_user_id: ids.mia,
      attendee_name: 'Mia Morgan',
    });
    expect(items.find((i) => i.cartable_id === mine)).toMatchObject({
      cartable_type: 'penalty',
      purchased_for_user_id: ids.alex,
      price: { raw: 750 },
    });
    expect(items.find((i) => i.cartable_id === mias)).toMatchObject({ purchased_for_user_id: ids.mia });

    const again = await add([{ id: String(mine), type: 'penalty' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(feeInBasketMessage);
  });

  it('adds a whole course, for the customer or their family member', async () => {
    await empty();
    const course = await f.course({ price: 4500 });
    const res = await add([
      { id: String(course.id), type: 'av2BookingBundle' },
      { id: String(course.id), type: 'av2BookingBundle', purchased_for_user_id: ids.mia },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const courses = (res.json().data.items as Item[]).filter((i) => i.cartable_type === 'av2BookingBundle');
    expect(courses.map((c) => c.purchased_for_user_id).sort()).toEqual([ids.alex, ids.mia].sort());
    for (const c of courses) expect(c.child_items).toHaveLength(course.sessions.length);
    expect((await add([{ id: '2147483647', type: 'av2BookingBundle' }])).statusCode).toBe(404);
  });

  it('pays cash for Mia’s class and Alex’s fee: the booking is Mia’s on Alex’s account, the fee paid', async () => {
    await empty();
    const session = await f.session();
    const mine = await fee(ids.alex, 500);
    const added = await add([
      { id: String(session), type: 'activity', purchased_for_user_id: ids.mia },
      { id: String(mine), type: 'penalty' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const total = added.json().data.totals.total as number;
    expect(total).toBe(650 + 500);
    const paid = await t.inject({
      method: 'POST',
      url: `${cart}/pay`,
      headers: { ...desk.headers, 'idempotency-key': key() },
      payload: {
        selected_user_id: ids.alex,
        terms,
        payments: [{ tender_type: 'cash', amount: total, tendered: 2000 }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().data.order_id as number;

    const booking = await f.one<{ id: number; user_id: number; booked_by_user_id: number }>(
      `select id, user_id, booked_by_user_id from bookings where occurrence_id = ${session} and status = 'active'`,
    );
    expect(booking).toMatchObject({ user_id: ids.mia, booked_by_user_id: ids.alex });
    expect(
      await f.one<{ status: string; paid_order_id: number }>(
        `select status, paid_order_id from penalties where id = ${mine}`,
      ),
    ).toEqual({ status: 'paid', paid_order_id: orderId });

    const mineNow = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: alex,
    });
    expect(mineNow.statusCode).toBe(200);
    expect((mineNow.json().data as { id: number }[]).map((b) => b.id)).toContain(booking.id);
    const fees = await t.inject({ method: 'GET', url: '/api/my-account/user/penalties', headers: alex });
    expect(fees.statusCode).toBe(200);
    expect((fees.json().data as { id: number }[]).map((x) => x.id)).not.toContain(mine);
  });

  it('refuses another customer’s fee (404), a paid fee (409) and someone not in the family as attendee (403)', async () => {
    await empty();
    const priyas = await fee(ids.priya);
    expect((await add([{ id: String(priyas), type: 'penalty' }])).statusCode).toBe(404);
    // Naming the other customer as who owes it does not make their fee the desk's to sell here.
    expect(
      (await add([{ id: String(priyas), type: 'penalty', purchased_for_user_id: ids.priya }])).statusCode,
    ).toBe(403);

    const paidFee = await fee(ids.alex);
    await t.sql(`update penalties set status = 'paid' where id = ${paidFee}`);
    const paid = await add([{ id: String(paidFee), type: 'penalty' }]);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(feePaidMessage);

    const session = await f.session();
    for (const stranger of [ids.priya, desk.userId]) {
      const res = await add([{ id: String(session), type: 'activity', purchased_for_user_id: stranger }]);
      expect(res.statusCode).toBe(403);
    }
    // Mia is Alex's: selling to Priya, she is nobody's to book for.
    const elsewhere = await add(
      [{ id: String(session), type: 'activity', purchased_for_user_id: ids.mia }],
      desk.headers,
      ids.priya,
    );
    expect(elsewhere.statusCode).toBe(403);
    // A family member is not a customer the desk sells to on their own.
    expect((await add([{ id: String(session), type: 'activity' }], desk.headers, ids.mia)).statusCode).toBe(
      404,
    );
    const basket = await t.inject({
      method: 'GET',
      url: `${cart}?selected_user_id=${ids.alex}`,
      headers: desk.headers,
    });
    expect(basket.json().data.items).toHaveLength(0);
  });

  it('finds no session, course or fee of another operator (404)', async () => {
    const other = await f.one<{ client_id: number; venue_id: number }>(
      `with c as (insert into clients (name, hosts) values ('Harbour Pools', '{desk-family.example}') returning id),
       v as (insert into venues (client_id, name, slug, address1, city, postcode, lat, lng)
             select id, 'Harbour Baths', 'harbour-baths-desk', '2 Quay Street', 'Bristol', 'BS1 4AA', 51.45, -2.59 from c
             returning id, client_id)
       select client_id, id as venue_id from v`,
    );
    const { client_id: clientId, venue_id: venueId } = other;
    const { id: categoryId } = await f.one<{ id: number }>(
      `insert into activity_categories (client_id, slug, name, kind) values (${clientId}, 'classes', 'Classes', 'classes') returning id`,
    );
    const { id: locationId } = await f.one<{ id: number }>(
      `insert into locations (client_id, venue_id, name, slug, type) values (${clientId}, ${venueId}, 'Studio', 'studio', 'studio') returning id`,
    );
    const { id: activityId } = await f.one<{ id: number }>(
      `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead)
       values (${clientId}, ${venueId}, ${categoryId}, 'harbour-class', 'Harbour class', 60, 7) returning id`,
    );
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price) values (${clientId}, ${activityId}, 'payg', 'Pay as you go', 500)`,
    );
    const { id: session } = await f.one<{ id: number }>(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
       values (${clientId}, ${activityId}, ${venueId}, ${locationId}, now() + interval '2 days',
               now() + interval '2 days' + interval '1 hour', 10) returning id`,
    );
    const { id: stranger } = await f.one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, email, role)
       values (${clientId}, 'HP100001', 'Hana', 'Port', 'hana.port@desk-family.example', 'customer') returning id`,
    );
    const { id: theirFee } = await f.one<{ id: number }>(
      `insert into penalties (client_id, user_id, type, description, fee_amount)
       values (${clientId}, ${stranger}, 'admin', 'Replacement card', 500) returning id`,
    );
    await empty();
    expect((await add([{ id: String(session), type: 'activity' }])).statusCode).toBe(404);
    expect((await add([{ id: String(activityId), type: 'av2BookingBundle' }])).statusCode).toBe(404);
    expect((await add([{ id: String(theirFee), type: 'penalty' }])).statusCode).toBe(404);
    // Nor is their customer one of this operator's to sell to.
    expect((await add([{ id: String(session), type: 'activity' }], desk.headers, stranger)).statusCode).toBe(
      404,
    );
  });

  it('answers a customer’s session 403 and a malformed line 422 with its field', async () => {
    const mine = await fee(ids.alex);
    expect((await add([{ id: String(mine), type: 'penalty' }], alex)).statusCode).toBe(403);
    const course = await f.course();
    expect((await add([{ id: String(course.id), type: 'av2BookingBundle' }], alex)).statusCode).toBe(403);
    const bad = await add([{ id: 'abc', type: 'penalty', purchased_for_user_id: 'mia' }]);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {}).join(' ')).toMatch(/items/);
  });
});
