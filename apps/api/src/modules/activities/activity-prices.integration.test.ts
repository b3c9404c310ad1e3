import { activityPriceMessages } from '@leisure/contracts/foh-prices';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { bearerOf, useTestApp } from '../../../test/test-app';
import { day, sessionsOf, venuePath } from './timetable-test-kit';

type Rows<T> = { rows: T[] };
type Headers = Record<string, string>;

/**
 * A manager changes an activity's price at the desk (issue 19): the timetable shows it at once, the audit
 * names the old and new price, and the activity's open-data item moves so feed consumers hear of it.
 */
describe('changing an activity’s price', () => {
  const t = useTestApp();
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  let manager: StaffMember;
  let desk: StaffMember;
  let leedsManager: StaffMember;
  let admin: StaffMember;
  let spin = 0;
  /** An activity of the test's own at Manchester Central with a pay-as-you-go price only. */
  let paygOnly = 0;
  let harbourActivity = 0;

  beforeAll(async () => {
    manager = await createStaffMember(t, { role: 'venue_manager' });
    desk = await createStaffMember(t);
    leedsManager = await createStaffMember(t, { role: 'venue_manager', venueIds: ['leeds-middleton'] });
    admin = await createStaffMember(t, { role: 'operator_admin', deskVenueId: null });
    spin = (
      await one<{ id: number }>(
        `select a.id from activities a join venues v on v.id = a.venue_id
         where v.slug = 'manchester-central' and a.slug = 'spin'`,
      )
    ).id;
    paygOnly = (
      await one<{ id: number }>(
        `with made as (
           insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes)
           select a.client_id, a.venue_id, a.category_id, 'price-test', 'Price test', 60 from activities a
            where a.id = ${spin}
           returning id, client_id)
         insert into pricing_options (client_id, activity_id, kind, name, price)
         select client_id, id, 'payg', 'Pay as you go', 500 from made returning activity_id as id`,
      )
    ).id;
    // Two operators: each is found by its own host name from now on.
    await t.sql(`update clients set hosts = '{localhost}'`);
    harbourActivity = (
      await one<{ id: number }>(
        `with other as (
           insert into clients (name, hosts, currency, footer_html)
           values ('Harbour Pools', '{harbour.example}', 'EUR', '<p>Harbour</p>') returning id
         ), venue as (
           insert into venues (client_id, name, slug, address1, city, postcode, lat, lng)
           select id, 'Harbour Lido', 'harbour-lido', 'Quay Road', 'Penzance', 'TR18 4DF', 50.1163, -5.5329 from other
           returning id, client_id
         ), category as (
           insert into activity_categories (client_id, slug, name, kind)
           select client_id, 'swimming', 'Swimming', 'swimming' from venue returning id, client_id
         ), activity as (
           insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes)
           select venue.client_id, venue.id, category.id, 'open-water', 'Open Water', 60 from venue, category
           returning id, client_id
         )
         insert into pricing_options (client_id, activity_id, kind, name, price)
         select client_id, id, 'payg', 'Pay as you go', 400 from activity returning activity_id as id`,
      )
    ).id;
  });

  const change = (headers: Headers, activityId: number, kind: string, payload: unknown) =>
    t.inject({
      method: 'PUT',
      url: `/api/foh/activities/${activityId}/prices/${kind}`,
      headers,
      payload: payload as object,
    });
  const priceOf = async (activityId: number, kind: string) =>
    (
      await one<{ price: number }>(
        `select price from pricing_options where activity_id = ${activityId} and kind = '${kind}'`,
      )
    ).price;
  const spinTimes = async () => {
    const res = await t.inject({ method: 'GET', url: `${venuePath}/activity/spin/times?date=${day(2)}` });
    expect(res.statusCode).toBe(200);
    return sessionsOf(res.json());
  };
  const seriesModified = async (activityId: number) =>
    Number(
      (
        await one<{ modified: string }>(
          `select modified from open_data_items where kind = 'SessionSeries' and source_id = ${activityId}`,
        )
      ).modified,
    );

  it('sets the price, answers every price of the activity and writes one audit row of old and new', async () => {
    const res = await change(manager.headers, spin, 'payg', { price: 950 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ activity_id: spin, name: 'Spin' });
    type Option = { kind: string; price: { raw: number; formatted: string } };
    const prices: Option[] = res.json().data.prices;
    // Every kind it has, the package's too: the desk sees what else a place may cost.
    expect(Object.fromEntries(prices.map((o) => [o.kind, o.price.raw]))).toEqual({
      payg: 950,
      member: 650,
      package: 0,
    });
    expect(prices.find((o) => o.kind === 'payg')!.price.formatted).toBe('£9.50');
    expect(await priceOf(spin, 'payg')).toBe(950);
    const audit = (await t.sql(
      `select action, venue_id, detail from staff_audit_events where staff_user_id = ${manager.userId}`,
    )) as Rows<{ action: string; venue_id: number; detail: Record<string, unknown> }>;
    expect(audit.rows).toEqual([
      {
        action: 'price-changed',
        venue_id: manager.venueIds[0],
        detail: { activity_id: spin, kind: 'payg', old_price: 900, new_price: 950 },
      },
    ]);
  });

  it('writes nothing when the price is the one it has', async () => {
    const before = await seriesModified(spin);
    const res = await change(manager.headers, spin, 'member', { price: 650 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seriesModified(spin)).toBe(before);
    const audit = await one<{ n: number }>(
      `select count(*)::int as n from staff_audit_events where detail->>'kind' = 'member'`,
    );
    expect(audit.n).toBe(0);
  });

  it('shows the new price on the timetable at once, though the day was read just before', async () => {
    const [before] = await spinTimes();
    expect(before!.price.raw).toBe(950);
    expect((await change(manager.headers, spin, 'payg', { price: 1000 })).statusCode).toBe(200);
    const [after] = await spinTimes();
    expect(after!.price).toMatchObject({ raw: 1000, formatted: '£10.00' });
  });

  it('moves the activity’s open-data item in the same change', async () => {
    const before = await seriesModified(spin);
    expect((await change(manager.headers, spin, 'member', { price: 700 })).statusCode).toBe(200);
    expect(await seriesModified(spin)).toBeGreaterThan(before);
  });

  it('lets only the managers of its venue and the operator’s admins change it', async () => {
    expect((await change({}, spin, 'payg', { price: 800 })).statusCode).toBe(401);
    expect((await change(await bearerOf(t), spin, 'payg', { price: 800 })).statusCode).toBe(403);
    expect((await change(desk.headers, spin, 'payg', { price: 800 })).statusCode).toBe(403);
    expect((await change(leedsManager.headers, spin, 'payg', { price: 800 })).statusCode).toBe(403);
    expect(await priceOf(spin, 'payg')).toBe(1000);
    expect((await change(admin.headers, spin, 'payg', { price: 800 })).statusCode).toBe(200);
    expect(await priceOf(spin, 'payg')).toBe(800);
  });

  it('asks a browser’s staff session to echo its CSRF token', async () => {
    const { cookie } = manager.headers;
    const res = await change({ cookie: cookie! }, spin, 'payg', { price: 1 });
    expect(res.statusCode).toBe(419);
    expect(await priceOf(spin, 'payg')).toBe(800);
  });

  it('does not find another operator’s activity, or a price the activity does not have', async () => {
    const unknown = await change(manager.headers, harbourActivity, 'payg', { price: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(activityPriceMessages.activityNotFound);
    expect(await priceOf(harbourActivity, 'payg')).toBe(400);
    expect((await change(manager.headers, 2_000_000_000, 'payg', { price: 100 })).statusCode).toBe(404);
    const member = await change(manager.headers, paygOnly, 'member', { price: 100 });
    expect(member.statusCode).toBe(404);
    expect(member.json().message).toBe(activityPriceMessages.priceNotFound);
  });

  it('refuses a benefit’s price and a price that is not whole pence from 0 to 100000, field by field', async () => {
    const benefit = await change(manager.headers, spin, 'benefit', { price: 100 });
    expect(benefit.statusCode).toBe(422);
    expect(benefit.json().errors).toEqual({ kind: [activityPriceMessages.kind] });
    for (const price of [-1, 100_001, 9.5, '900', null]) {
      const res = await change(manager.headers, spin, 'payg', { price });
      expect(res.statusCode, String(price)).toBe(422);
      expect(res.json().errors).toEqual({ price: [activityPriceMessages.price] });
    }
    expect((await change(manager.headers, spin, 'payg', {})).json().errors).toHaveProperty('price');
    expect(await priceOf(spin, 'payg')).toBe(800);
    expect((await change(manager.headers, paygOnly, 'payg', { price: 100_000 })).statusCode).toBe(200);
    expect((await change(manager.headers, paygOnly, 'payg', { price: 0 })).statusCode).toBe(200);
  });
});
