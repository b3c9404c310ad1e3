import { kioskDeviceCookie, kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { bearerOf, useTestApp } from '../../../test/test-app';

type Rows<T> = { rows: T[] };
type Headers = Record<string, string>;

/** Managers enrol a browser as a kiosk of their venue; the device asks who it is and calls for help. */
describe('kiosk enrolment and help calls', () => {
  const t = useTestApp();
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  let manager: StaffMember;
  let desk: StaffMember;
  let leedsManager: StaffMember;
  let admin: StaffMember;
  let venueId = 0;
  beforeAll(async () => {
    manager = await createStaffMember(t, { role: 'venue_manager' });
    desk = await createStaffMember(t);
    leedsManager = await createStaffMember(t, { role: 'venue_manager', venueIds: ['leeds-middleton'] });
    admin = await createStaffMember(t, { role: 'operator_admin', deskVenueId: null });
    venueId = manager.venueIds[0]!;
  });
  const enrol = (headers: Headers, payload: unknown = { venue_id: venueId, name: 'Foyer kiosk' }) =>
    t.inject({ method: 'POST', url: '/api/foh/kiosks', headers, payload: payload as object });
  /** Enrols a device and gives the cookie header it then carries. */
  const enrolled = async (name = 'Foyer kiosk') => {
    const res = await enrol(manager.headers, { venue_id: venueId, name });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = res.cookies.find((c) => c.name === kioskDeviceCookie)!;
    return { id: res.json().data.id as number, device: { cookie: `${kioskDeviceCookie}=${cookie.value}` } };
  };
  const whoAmI = (headers: Headers) => t.inject({ method: 'GET', url: '/api/kiosk/device', headers });

  it('enrols this browser with a long-lived HttpOnly, SameSite=Strict cookie, its hash alone kept', async () => {
    const res = await enrol(manager.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Foyer kiosk',
      venue: { id: venueId, slug: 'manchester-central' },
      enrolled_by: { id: manager.userId },
      revoked_at: null,
    });
    const cookie = res.cookies.find((c) => c.name === kioskDeviceCookie)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(300 * 86_400);
    const row = await one<{ token_hash: string }>(
      `select token_hash from kiosk_devices where id = ${res.json().data.id}`,
    );
    expect(row.token_hash).not.toBe(cookie.value);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await one<{ action: string }>(
      `select action from staff_audit_events where staff_user_id = ${manager.userId} order by id desc limit 1`,
    );
    expect(audit.action).toBe('kiosk-enrolled');
  });

  it('lets only managers of the venue (or an operator admin) enrol and list', async () => {
    expect((await enrol({})).statusCode).toBe(401);
    expect((await enrol(await bearerOf(t))).statusCode).toBe(403);
    expect((await enrol(desk.headers)).statusCode).toBe(403);
    expect((await enrol(leedsManager.headers)).statusCode).toBe(403);
    expect((await enrol(admin.headers)).statusCode).toBe(201);
    const res = await enrol(manager.headers, { venue_id: venueId, name: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('name');
    const list = (headers: Headers) =>
      t.inject({ method: 'GET', url: `/api/foh/kiosks?venue_id=${venueId}`, headers });
    const listed = await list(manager.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.length).toBeGreaterThanOrEqual(2);
    for (const [headers, status] of [
      [{}, 401],
      [await bearerOf(t), 403],
      [desk.headers, 403],
      [leedsManager.headers, 403],
    ] as const)
      expect((await list(headers)).statusCode).toBe(status);
  });

  it('tells an enrolled browser its centre, others null, and revoking ends it at its next request', async () => {
    const { id, device } = await enrolled('Gym door');
    const me = await whoAmI(device);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().data).toEqual({
      id,
      name: 'Gym door',
      venue: { id: venueId, name: expect.any(String), slug: 'manchester-central' },
    });
    const seen = await one<{ last_seen_at: Date | null }>(
      `select last_seen_at from kiosk_devices where id = ${id}`,
    );
    expect(seen.last_seen_at).not.toBeNull();
    expect((await whoAmI({})).json()).toEqual({ data: null });
    expect((await whoAmI({ cookie: `${kioskDeviceCookie}=forged` })).json()).toEqual({ data: null });

    const revoke = (headers: Headers, which = id) =>
      t.inject({ method: 'DELETE', url: `/api/foh/kiosks/${which}`, headers });
    expect((await revoke(desk.headers)).statusCode).toBe(403);
    expect((await revoke(leedsManager.headers)).statusCode).toBe(403);
    expect((await revoke(manager.headers, 2_000_000_000)).statusCode).toBe(404);
    const res = await revoke(manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revoked_at).not.toBeNull();
    const after = await whoAmI(device);
    expect(after.json()).toEqual({ data: null });
    expect(after.cookies.find((c) => c.name === kioskDeviceCookie)?.value).toBe('');
  });

  it('takes a help call from an enrolled device only, lists it at its venue and lets one desk answer it', async () => {
    const { id, device } = await enrolled('Reception kiosk');
    const call = (headers: Headers) =>
      t.inject({ method: 'POST', url: '/api/kiosk/help-calls', headers, payload: {} });
    expect((await call({})).statusCode).toBe(403);
    expect((await call(await bearerOf(t))).statusCode).toBe(403);
    const made = await call(device);
    expect(made.statusCode, made.body).toBe(201);
    const helpCall = made.json().data;
    expect(helpCall).toMatchObject({
      kiosk: { id, name: 'Reception kiosk' },
      venue: { id: venueId },
      answered_at: null,
    });

    const open = (headers: Headers, venue = venueId) =>
      t.inject({ method: 'GET', url: `/api/foh/help-calls?venue_id=${venue}`, headers });
    const listed = await open(desk.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((c: { id: number }) => c.id)).toContain(helpCall.id);
    expect((await open(leedsManager.headers)).statusCode).toBe(403);
    expect((await open(await bearerOf(t))).statusCode).toBe(403);
    expect((await open({})).statusCode).toBe(401);

    const answer = (headers: Headers, which = helpCall.id) =>
      t.inject({ method: 'POST', url: `/api/foh/help-calls/${which}/answer`, headers });
    expect((await answer(leedsManager.headers)).statusCode).toBe(403);
    expect((await answer(desk.headers, 2_000_000_000)).statusCode).toBe(404);
    const answered = await answer(desk.headers);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.answered_by).toEqual({ id: desk.userId, name: expect.any(String) });
    const again = await answer(manager.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(kioskMessages.helpCallAnswered);
    expect((await open(desk.headers)).json().data.map((c: { id: number }) => c.id)).not.toContain(
      helpCall.id,
    );
  });

  it('sends a page loaded on an enrolled device back into kiosk mode at its own centre', async () => {
    const { device } = await enrolled('Front door');
    const load = (url: string, headers: Headers = device) =>
      t.inject({ method: 'GET', url, headers: { ...headers, accept: 'text/html' } });
    const centre = 'kiosk=true&centre=manchester-central';
    for (const [url, to] of [
      ['/account/', `/account/?${centre}`],
      ['/bookings/leeds-middleton?kiosk=false&centre=leeds-middleton', `/bookings/leeds-middleton?${centre}`],
      ['/kiosk/?embedded=true', `/kiosk/?${centre}`],
    ] as const) {
      const res = await load(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(to);
    }
    for (const url of [`/kiosk/?${centre}`, '/foh/', '/api/venues', '/assets/app.js']) {
      expect((await load(url)).statusCode, url).not.toBe(302);
    }
    expect((await load('/account/', {})).statusCode).not.toBe(302);
  });
});
