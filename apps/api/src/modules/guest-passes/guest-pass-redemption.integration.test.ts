import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuestPassFixtures, type Headers } from '../../../test/fixtures/guest-pass-fixtures';
import { staffSession } from '../../../test/fixtures/staff-fixtures';
import { useTestApp } from '../../../test/test-app';
import { newPassCode } from './guest-pass-codes';

type Fixtures = Awaited<ReturnType<typeof createGuestPassFixtures>>;
const hour = 3_600_000;

/** Staff redeem a guest's pass at their desk: once, at its venue only, within its dates. */
describe('redeeming a guest pass', () => {
  const t = useTestApp();
  let f: Fixtures;
  beforeAll(async () => {
    f = await createGuestPassFixtures(t);
  });
  const redeem = (code: string, venueId: number, headers: Headers = f.staff) =>
    t.inject({
      method: 'POST',
      url: `/api/foh/guest-passes/${code}/redeem`,
      headers,
      payload: { venue_id: venueId },
    });
  const redeemedAt = async (id: number) =>
    (await f.one<{ redeemed_at: Date | null }>(`select redeemed_at from guest_passes where id = ${id}`))
      .redeemed_at;

  it('redeems an issued pass at its venue, saying whose it is, and records who redeemed it', async () => {
    const { id, code } = await f.pass();
    const res = await redeem(code, f.venueId);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id,
      guest_name: 'Sam Guest',
      status: 'redeemed',
      venue: { id: f.venueId, name: f.venueName },
      member_name: 'Alexandra Quillfeather',
      member_reference: f.member.reference,
    });
    expect(Math.abs(Date.parse(data.redeemed_at) - Date.now())).toBeLessThan(60_000);
    const row = await f.one<{ redeemed_by_user_id: number }>(
      `select redeemed_by_user_id from guest_passes where id = ${id}`,
    );
    expect(row.redeemed_by_user_id).toBe(f.staffId);
    // A second scan is told it was redeemed.
    const again = await redeem(code, f.venueId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(guestPassMessages.alreadyRedeemed);
  });

  it('refuses each pass that cannot be redeemed, with why, and changes none', async () => {
    const cases = [
      { made: await f.pass(), at: f.otherVenueId, status: 422, message: guestPassMessages.otherVenue },
      {
        made: await f.pass({
          validFrom: new Date(Date.now() - 9 * 24 * hour),
          validTo: new Date(Date.now() - hour),
        }),
        at: f.venueId,
        status: 422,
        message: guestPassMessages.expired,
      },
      {
        made: await f.pass({
          validFrom: new Date(Date.now() + hour),
          validTo: new Date(Date.now() + 9 * hour),
        }),
        at: f.venueId,
        status: 422,
        message: guestPassMessages.notYetValid,
      },
      {
        made: await f.pass({ redeemedAt: new Date(Date.now() - 60_000) }),
        at: f.venueId,
        status: 409,
        message: guestPassMessages.alreadyRedeemed,
      },
      // Redeemed, for another venue and expired: that it was redeemed is what the desk needs to hear.
      {
        made: await f.pass({
          validFrom: new Date(Date.now() - 9 * 24 * hour),
          validTo: new Date(Date.now() - hour),
          redeemedAt: new Date(Date.now() - 2 * hour),
        }),
        at: f.otherVenueId,
        status: 409,
        message: guestPassMessages.alreadyRedeemed,
      },
    ];
    for (const { made, at, status, message } of cases) {
      const before = await redeemedAt(made.id);
      const res = await redeem(made.code, at);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
      expect(await redeemedAt(made.id)).toEqual(before);
    }
  });

  it('answers 404 for an unknown code, one that is not a code, and another operator’s pass', async () => {
    for (const code of [newPassCode(), 'x', 'A'.repeat(23)]) {
      const res = await redeem(code, f.venueId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(guestPassMessages.notFound);
    }
    const theirs = await f.pass({
      client: f.harbour.clientId,
      venue: f.harbour.venueId,
      userId: f.harbour.memberId,
    });
    expect((await redeem(theirs.code, f.venueId)).statusCode).toBe(404);
    expect(await redeemedAt(theirs.id)).toBeNull();
  });

  it('refuses a venue of another operator (not theirs: 403), and a missing one', async () => {
    const { id, code } = await f.pass();
    const res = await redeem(code, f.harbour.venueId);
    expect(res.statusCode).toBe(403);
    const none = await t.inject({
      method: 'POST',
      url: `/api/foh/guest-passes/${code}/redeem`,
      headers: f.staff,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('venue_id');
    expect(await redeemedAt(id)).toBeNull();
  });

  it('is for a desk of the pass’s venue: staff of another venue and a pending staff session get 403', async () => {
    const { id, code } = await f.pass();
    const leeds = await staffSession(t, { venueIds: [f.otherVenueId] });
    expect((await redeem(code, f.venueId, leeds)).statusCode).toBe(403);
    expect((await redeem(code, f.venueId, await staffSession(t, { secondFactor: false }))).statusCode).toBe(
      403,
    );
    expect(await redeemedAt(id)).toBeNull();
    const manchester = await staffSession(t, { venueIds: [f.venueId] });
    expect((await redeem(code, f.venueId, manchester)).statusCode).toBe(200);
  });

  it('is for staff only: a customer 403, even the member whose pass it is; no session 401', async () => {
    const { id, code } = await f.pass();
    expect((await redeem(code, f.venueId, f.customer)).statusCode).toBe(403);
    expect((await redeem(code, f.venueId, {})).statusCode).toBe(401);
    expect(await redeemedAt(id)).toBeNull();
  });

  it('is not found while the operator has guest passes switched off', async () => {
    const { id, code } = await f.pass();
    await t.sql(`update clients set online_guest_passes_enabled = false where id = ${f.clientId}`);
    try {
      const res = await redeem(code, f.venueId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(guestPassMessages.disabled);
    } finally {
      await t.sql(`update clients set online_guest_passes_enabled = true where id = ${f.clientId}`);
    }
    expect(await redeemedAt(id)).toBeNull();
  });

  it('redeems a pass once when two desks scan it at once: one 200, the rest 409, no 5xx', async () => {
    const { id, code } = await f.pass();
    const desks = await Promise.all(
      Array.from({ length: 3 }, async () => staffSession(t, { userId: f.staffId, clientId: f.clientId })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => redeem(code, f.venueId, desks[i % desks.length])),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await redeemedAt(id)).not.toBeNull();
  });
});
