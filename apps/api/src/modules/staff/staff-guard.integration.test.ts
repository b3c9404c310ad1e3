import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, staffSession } from '../../../test/fixtures/staff-fixtures';
import { bearerOf, useTestApp } from '../../../test/test-app';
import { createStaffGuard, type StaffGuardOptions } from './staff-guard';

/** The staff guard: who passes it, and the 401s and 403s of everyone else (decision 052). */
describe('the staff guard', () => {
  let options: StaffGuardOptions = {};
  const t = useTestApp({}, (app) => {
    app.get('/api/foh/test-guard', async (request) => {
      const guard = createStaffGuard({ db: t.database.db });
      return { data: await guard.require(request, options) };
    });
  });
  let leedsId: number;
  let manchesterId: number;
  beforeAll(async () => {
    const ids = (await t.sql(
      `select id, slug from venues where slug in ('leeds-middleton', 'manchester-central')`,
    )) as { rows: { id: number; slug: string }[] };
    leedsId = ids.rows.find((r) => r.slug === 'leeds-middleton')!.id;
    manchesterId = ids.rows.find((r) => r.slug === 'manchester-central')!.id;
  });
  const call = (headers: Record<string, string> = {}, opts: StaffGuardOptions = {}) => {
    options = opts;
    return t.inject({ method: 'GET', url: '/api/foh/test-guard', headers });
  };

  it('gives a staff session past its second factor its role, venues and desk', async () => {
    const staff = await createStaffMember(t, { venueIds: ['manchester-central'] });
    const res = await call(staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: staff.userId,
      staffRole: 'front_of_house',
      venueIds: [manchesterId],
      deskVenueId: manchesterId,
    });
  });

  it('refuses no session (401), a customer (403) and a staff session still waiting for its code (403)', async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call(await bearerOf(t))).statusCode).toBe(403);
    expect((await call(await staffSession(t, { secondFactor: false }))).statusCode).toBe(403);
  });

  it('refuses a role not asked for and a venue not theirs; an operator admin works everywhere', async () => {
    const desk = await staffSession(t, { venueIds: ['manchester-central'] });
    expect((await call(desk, { roles: ['venue_manager', 'operator_admin'] })).statusCode).toBe(403);
    expect((await call(desk, { venueId: leedsId })).statusCode).toBe(403);
    expect((await call(desk, { venueId: manchesterId })).statusCode).toBe(200);
    const admin = await staffSession(t, { role: 'operator_admin' });
    const res = await call(admin, { venueId: leedsId, roles: ['operator_admin'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.venueIds).toBe('all');
    expect((await call(admin, { venueId: 999_999 })).statusCode).toBe(403);
  });
});
