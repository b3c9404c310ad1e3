import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { priceChangedMessage } from '../basket/line-type';

/**
 * Spending packages (docs/decisions/049-packages.md): a session of an activity a package covers is at the
 * package price (free) while the attendee's active, unexpired purchase has a use left; the order spends
 * one, a cancellation before the cut-off gives it back, a late one does not; 'Remove package' keeps working.
 */
describe('package uses', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let packageId: number;
  let contentId: number;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    j = await createJoiningFixtures(t);
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price)
       values (${f.clientId}, ${f.activityId}, 'package', 'Package', 0)`,
    );
    packageId = (
      await f.one<{ id: number }>(
        `insert into packages (client_id, slug, name, venue_id, price, valid_days)
         values (${f.clientId}, 'uses-test', '3 Checkout classes', null, 2000, 30) returning id`,
      )
    ).id;
    contentId = (
      await f.one<{ id: number }>(
        `insert into package_contents (package_id, activity_id, usages) values (${packageId}, ${f.activityId}, 3) returning id`,
      )
    ).id;
  }, 60_000);

  /** A new customer holding the package, bought now, with `spent` uses gone, ending in `days` days. */
  async function holder({ spent = 0, days = 30 } = {}) {
    const me = await j.customer();
    const { id } = await f.one<{ id: number }>(
      `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
       values (${f.clientId}, ${me.userId}, ${packageId}, 'active', now() - interval '1 day', now() + interval '${days} days')
       returning id`,
    );
    for (let n = 0; n < spent; n++)
      await t.sql(
        `insert into package_usages (client_id, purchase_id, content_id) values (${f.clientId}, ${id}, ${contentId})`,
      );
    return { headers: me as Headers, userId: Number(me.userId), purchaseId: id };
  }

  const cart = async (headers: Headers) =>
    (await t.inject({ method: 'GET', url: '/api/activities/cart', headers })).json().data;
  const payFree = async (headers: Headers) =>
    f.complete(headers, { payments: [], terms: await f.termsIds(headers) });
  const uses = (purchaseId: number) =>
    f.one<{ used: number; returned: number }>(
      `select count(*) filter (where status = 'used')::int as used,
              count(*) filter (where status = 'returned')::int as returned
       from package_usages where purchase_id = ${purchaseId}`,
    );
  const bookingOf = async (userId: number, occurrenceId: number) =>
    (
      await f.one<{ id: number }>(
        `select id from bookings where user_id = ${userId} and occurrence_id = ${occurrenceId} and status = 'active'`,
      )
    ).id;
  const remaining = async (headers: Headers, purchaseId: number) =>
    (
      (await t.inject({ method: 'GET', url: '/api/promotions/user/packages', headers })).json().data as {
        id: number;
        sessions_remaining: number;
      }[]
    ).find((p) => p.id === purchaseId)?.sessions_remaining;

  it('makes a covered session free while a use is left; the order spends one, tied to its booking', async () => {
    const me = await holder({ spent: 1 });
    for (let n = 2; n <= 3; n++) {
      const occurrence = await f.session();
      await f.basketWith(me.headers, occurrence);
      expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 0 }, package_applied: true });
      expect((await payFree(me.headers)).statusCode).toBe(200);
      const booking = await bookingOf(me.userId, occurrence);
      const use = await f.one<{ status: string; purchase_id: number }>(
        `select status, purchase_id from package_usages where booking_id = ${booking}`,
      );
      expect(use).toEqual({ status: 'used', purchase_id: me.purchaseId });
      expect(await uses(me.purchaseId)).toEqual({ used: n, returned: 0 });
      expect(await remaining(me.headers, me.purchaseId)).toBe(3 - n);
    }
    // All three spent: pay as you go.
    await f.basketWith(me.headers, await f.session());
    expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 650 }, package_applied: false });
  });

  it("the timetable offers the holder the package price, so 'Book' there adds the session at it", async () => {
    const me = await holder();
    const occurrence = await f.session();
    const { day } = await f.one<{ day: string }>(
      `select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as day from occurrences where id = ${occurrence}`,
    );
    const times = async (headers: Headers) =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/activities/venue/manchester-central/activity/checkout-class/times?date=${day}`,
          headers,
        })
      ).json().data as { id: string | number; pricing_option_id: number }[];
    const { id: packageOption } = await f.one<{ id: number }>(
      `select id from pricing_options where activity_id = ${f.activityId} and kind = 'package'`,
    );
    const offered = (await times(me.headers)).find((s) => Number(s.id) === occurrence)!;
    expect(offered.pricing_option_id).toBe(packageOption);
    const other = await j.customer();
    expect(
      (await times(other as Headers)).find((s) => Number(s.id) === occurrence)!.pricing_option_id,
    ).not.toBe(packageOption);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: me.headers });
    const added = await f.post(me.headers, '/api/activities/cart/add', {
      items: [{ id: String(occurrence), type: 'purchasableOccurrence', pricing_option_id: packageOption }],
    });
    expect(added.statusCode).toBe(200);
    expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 0 }, package_applied: true });
  });

  it('offers nothing from an expired package, or one whose order was undone, or to anyone else', async () => {
    const expired = await holder({ days: -1 });
    await f.basketWith(expired.headers, await f.session());
    expect((await cart(expired.headers)).items[0]).toMatchObject({
      price: { raw: 650 },
      package_applied: false,
    });

    // It ends before the session starts (two days ahead): not for that session.
    const ending = await holder({ days: 1 });
    await f.basketWith(ending.headers, await f.session({ days: 2 }));
    expect((await cart(ending.headers)).items[0].price.raw).toBe(650);

    const reversed = await holder();
    await t.sql(`update package_purchases set status = 'reversed' where id = ${reversed.purchaseId}`);
    await f.basketWith(reversed.headers, await f.session());
    expect((await cart(reversed.headers)).items[0].price.raw).toBe(650);

    const other = await j.customer();
    await f.basketWith(other as Headers, await f.session());
    expect((await cart(other as Headers)).items[0].price.raw).toBe(650);
  });

  it("'Remove package' puts the line back to pay as you go, and it stays so at pay, spending nothing", async () => {
    const me = await holder();
    await f.basketWith(me.headers, await f.session());
    const [line] = (await cart(me.headers)).items;
    expect(line.package_applied).toBe(true);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/activities/package/remove/${line.id}`,
      headers: me.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 650 }, package_applied: false });
    const { paid } = await f.checkoutByCard(me.headers, `pkg-remove-${Date.now()}`);
    expect(paid.statusCode).toBe(200);
    expect(await uses(me.purchaseId)).toEqual({ used: 0, returned: 0 });
  });

  it('reprices a line at pay when its last use went meanwhile, and spends nothing', async () => {
    const me = await holder({ spent: 2 });
    await f.basketWith(me.headers, await f.session());
    expect((await cart(me.headers)).items[0].price.raw).toBe(0);
    await t.sql(
      `insert into package_usages (client_id, purchase_id, content_id) values (${f.clientId}, ${me.purchaseId}, ${contentId})`,
    );
    const res = await payFree(me.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(priceChangedMessage);
    expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 650 }, package_applied: false });
    expect(await uses(me.purchaseId)).toEqual({ used: 3, returned: 0 });
  });

  it('gives the use back for a cancellation before the cut-off, and not for a late one', async () => {
    await t.sql(
      `update activities set cancellation_cutoff_minutes = 120, cutoff_action = 'no-credit' where id = ${f.activityId}`,
    );
    const me = await holder();
    const early = await f.session();
    const late = await f.session();
    for (const occurrence of [early, late]) {
      await f.basketWith(me.headers, occurrence);
      expect((await payFree(me.headers)).statusCode).toBe(200);
    }
    expect(await uses(me.purchaseId)).toEqual({ used: 2, returned: 0 });
    await t.sql(
      `update occurrences set starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' where id = ${late}`,
    );
    const cancel = async (occurrence: number) =>
      t.inject({
        method: 'DELETE',
        url: `/api/activities/bookings/${await bookingOf(me.userId, occurrence)}/?source=my-account`,
        headers: me.headers,
      });
    expect((await cancel(early)).statusCode).toBe(200);
    expect(await uses(me.purchaseId)).toEqual({ used: 1, returned: 1 });
    expect((await cancel(late)).statusCode).toBe(200);
    expect(await uses(me.purchaseId)).toEqual({ used: 1, returned: 1 });
    expect(await remaining(me.headers, me.purchaseId)).toBe(2);
  });
});
