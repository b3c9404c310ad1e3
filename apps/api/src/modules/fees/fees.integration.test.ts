import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { skyParkerSession } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';
import { createFeesService } from './fees.service';
import { createPenaltiesRepository } from './penalties.repository';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

describe('late-cancellation and no-show fees', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let staff: Headers;
  let alexId: number;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    staff = await skyParkerSession(t);
    alexId = (await f.one<{ id: number }>(`select id from users where email = '${demo.username}'`)).id;
    await t.sql(
      `update activities set name = 'Fee class', cancellation_cutoff_minutes = 180, cutoff_action = 'no-credit'
       where id = ${f.activityId}`,
    );
  });

  /** A booking of Alex's in a session starting `hours` from now (negative: in the past), lasting an hour. */
  async function booked(hours: number, attended = false) {
    const occurrence = await f.session({ booked: 1 });
    await t.sql(
      `update occurrences set starts_at = now() + interval '${hours} hours',
         ends_at = now() + interval '${hours} hours' + interval '1 hour' where id = ${occurrence}`,
    );
    return (
      await f.one<{ id: number }>(
        `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price, attended)
         values (${f.clientId}, ${occurrence}, ${f.activityId}, ${alexId}, ${alexId}, 650, ${attended}) returning id`,
      )
    ).id;
  }
  const fees = async (bookingId: number) =>
    (
      (await t.sql(
        `select id, type, fee_amount, description, status, user_id, venue_id from penalties where booking_id = ${bookingId}`,
      )) as { rows: Record<string, unknown>[] }
    ).rows;
  const cancel = (id: number) =>
    t.inject({ method: 'DELETE', url: `/api/activities/bookings/${id}/?source=my-account`, headers: alex });
  const listed = async (id: number) =>
    (await t.inject({ method: 'GET', url: '/api/my-account/bookings?filter=future', headers: alex }))
      .json()
      .data.find((b: { id: number }) => b.id === id);
  const setFees = (late: number | null, noShow: number | null) =>
    t.sql(
      `update clients set late_cancellation_fee = ${late}, no_show_fee = ${noShow} where id = ${f.clientId}`,
    );

  it('charges the late-cancellation fee once, and tells the customer before they cancel', async () => {
    await setFees(250, null);
    const early = await booked(48);
    const late = await booked(2);
    expect((await listed(early)).late_cancellation_fee).toBeNull();
    expect((await listed(late)).late_cancellation_fee).toEqual({ formatted: '£2.50' });

    expect((await cancel(early)).statusCode).toBe(200);
    expect(await fees(early)).toEqual([]);

    expect((await cancel(late)).statusCode).toBe(200);
    const charged = await fees(late);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({
      type: 'late-cancellation',
      fee_amount: 250,
      status: 'unpaid',
      user_id: alexId,
    });
    expect(charged[0]!.description).toMatch(
      /^Late cancellation: Fee class, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect((await cancel(late)).statusCode).toBe(409);
    expect(await fees(late)).toHaveLength(1);

    const unpaid = await t.inject({ method: 'GET', url: '/api/my-account/user/penalties', headers: alex });
    const listedFee = unpaid.json().data.find((p: { id: number }) => p.id === charged[0]!.id);
    expect(listedFee).toMatchObject({
      description: charged[0]!.description,
      type: 'late-cancellation',
      fee_amount: { raw: 250, formatted: '£2.50' },
      cart_type: 'penalty',
      pricing_option_id: null,
      booking: { description: 'Fee class', venue: expect.any(String) },
      user: { id: alexId },
    });
    // The booking's day and clock time are the ones the fee's description was written with.
    const { date, time } = listedFee.booking;
    expect(charged[0]!.description).toContain(`${date} ${time}`);
    const owed = unpaid
      .json()
      .data.reduce((sum: number, p: { fee_amount: { raw: number } }) => sum + p.fee_amount.raw, 0);
    expect(unpaid.json().total_fees.raw).toBe(owed);
  });

  it('charges nothing when the operator has no late-cancellation fee', async () => {
    await setFees(null, null);
    const late = await booked(2);
    expect((await listed(late)).late_cancellation_fee).toBeNull();
    expect((await cancel(late)).statusCode).toBe(200);
    expect(await fees(late)).toEqual([]);
  });

  it('the no-show sweep charges unattended places of sessions ended 30 minutes to 7 days ago, once', async () => {
    const service = createFeesService({
      penalties: createPenaltiesRepository(t.database.db),
      currencyOf: async () => 'GBP',
      familyOf: async () => [],
    });
    const sweep = () => t.database.db.transaction((tx) => service.chargeNoShows(tx, new Date()));
    const noShow = await booked(-3);
    const came = await booked(-3, true);
    const justEnded = await booked(-1.2);
    const longAgo = await booked(-24 * 8);

    await setFees(null, null);
    await sweep();
    expect(await fees(noShow)).toEqual([]);

    await setFees(null, 500);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await fees(noShow)).toMatchObject([{ type: 'no-show', fee_amount: 500, user_id: alexId }]);
    for (const id of [came, justEnded, longAgo]) expect(await fees(id)).toEqual([]);
    await sweep();
    expect(await fees(noShow)).toHaveLength(1);
  });

  it('lets staff, and only staff, mark attendance', async () => {
    const id = await booked(-3);
    const mark = (headers: Headers, attended: unknown, bookingId = id) =>
      t.inject({
        method: 'POST',
        url: `/api/foh/bookings/${bookingId}/attendance`,
        headers,
        payload: { attended },
      });
    expect((await mark({}, true)).statusCode).toBe(401);
    expect((await mark(alex, true)).statusCode).toBe(403);
    expect((await mark(staff, 'yes')).statusCode).toBe(422);
    expect((await mark(staff, true, 999_999_999)).statusCode).toBe(404);
    const res = await mark(staff, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id, attended: true });
    expect(
      (await f.one<{ attended: boolean }>(`select attended from bookings where id = ${id}`)).attended,
    ).toBe(true);
  });
});
