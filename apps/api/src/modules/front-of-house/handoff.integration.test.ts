import { kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { handoffCode, userIdOf } from '../../../test/fixtures/handoff-fixtures';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { bearerOf, cookiesOf, demo, useTestApp } from '../../../test/test-app';
import { hashHandoffCode } from './handoff';

type Rows<T> = { rows: T[] };

/** Staff hand a customer's pages to an embedding system: a code for one exchange within a minute. */
describe('the hand-off into embedded pages', () => {
  const t = useTestApp();
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  let staff: StaffMember;
  let alexId = 0;
  beforeAll(async () => {
    staff = await createStaffMember(t);
    alexId = await userIdOf(t, demo.reference);
  });
  const mint = (headers: Record<string, string>, payload: unknown = { customer_id: alexId }) =>
    t.inject({ method: 'POST', url: '/api/foh/handoff', headers, payload: payload as object });
  const exchange = (code: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/auth/handoff', headers, payload: { code } });

  it('mints a 128-bit code for a customer, keeps only its hash, lives 60 s and is audited', async () => {
    const before = Date.now();
    const res = await mint(staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { code, url, expires_at } = res.json().data;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/account/?embedded=true&token=${code}`);
    const ttl = Date.parse(expires_at) - before;
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    const row = await one<{
      code_hash: string;
      audience: string;
      staff_user_id: number;
      used_at: Date | null;
    }>(
      `select code_hash, audience, staff_user_id, used_at from handoff_codes where customer_user_id = ${alexId}
       order by id desc limit 1`,
    );
    expect(row).toMatchObject({ code_hash: hashHandoffCode(code), audience: 'embedded', used_at: null });
    expect(row.staff_user_id).toBe(staff.userId);
    expect(JSON.stringify(await t.sql(`select * from handoff_codes`))).not.toContain(code);
    const audit = await one<{ action: string; customer_user_id: number; venue_id: number }>(
      `select action, customer_user_id, venue_id from staff_audit_events where staff_user_id = ${staff.userId}
       order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'handoff', customer_user_id: alexId, venue_id: staff.venueIds[0] });
  });

  it('refuses anyone but staff past their second factor, and a customer that is not one', async () => {
    expect((await mint({})).statusCode).toBe(401);
    expect((await mint(await bearerOf(t))).statusCode).toBe(403);
    const pending = await createStaffMember(t, { secondFactor: false });
    expect((await mint(pending.headers)).statusCode).toBe(403);
    const notFound = [await userIdOf(t, 'S000001'), 2_000_000_000];
    for (const id of notFound) expect((await mint(staff.headers, { customer_id: id })).statusCode).toBe(404);
    for (const payload of [{}, { customer_id: 'x' }, { customer_id: 0 }]) {
      const res = await mint(staff.headers, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('customer_id');
    }
  });

  it('exchanges a code once for an embedded session of the customer, set as the cookie session', async () => {
    const code = (await mint(staff.headers)).json().data.code;
    const res = await exchange(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data).toMatchObject({ id: alexId, reference: demo.reference });
    const { jar } = cookiesOf(res);
    expect(jar.sid).toBe(body.token);
    expect(jar.xsrf).toBeTruthy();
    const me = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().data.reference).toBe(demo.reference);
    const kind = await one<{ kind: string }>(
      `select kind from sessions where user_id = ${alexId} order by created_at desc limit 1`,
    );
    expect(kind.kind).toBe('embedded');
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(kioskMessages.handoffInvalid);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses an expired code, another audience’s, an unknown one and an ordinary session token', async () => {
    const refused = [
      await handoffCode(t, alexId, { ttlMs: -1000 }),
      await handoffCode(t, alexId, { audience: 'kiosk' }),
      'A'.repeat(22),
    ];
    for (const code of refused) {
      const res = await exchange(code);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(kioskMessages.handoffInvalid);
    }
    const { authorization } = await bearerOf(t);
    const token = authorization!.replace('Bearer ', '');
    expect((await exchange(token)).statusCode).toBe(422);
    const session = await t.inject({ method: 'POST', url: '/api/auth/session', payload: { token } });
    expect(session.statusCode).toBe(401);
    expect(session.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('takes a hand-off code at the spec’s /api/auth/session as well, once', async () => {
    const token = await handoffCode(t, alexId);
    const res = await t.inject({ method: 'POST', url: '/api/auth/session', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(alexId);
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/session', payload: { token } })).statusCode,
    ).toBe(401);
  });

  it('ends the session the browser held before (one browser, one session)', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'priya.shah@example.com', password: demo.password },
    });
    const { jar, header } = cookiesOf(login);
    const res = await exchange(await handoffCode(t, alexId), { cookie: header, 'x-xsrf-token': jar.xsrf! });
    expect(res.statusCode).toBe(200);
    const old = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${jar.sid}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('exchanges one code used many times at once for exactly one session', async () => {
    const code = await handoffCode(t, alexId);
    const before = await one<{ n: number }>(
      `select count(*)::int as n from sessions where user_id = ${alexId}`,
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    const after = await one<{ n: number }>(
      `select count(*)::int as n from sessions where user_id = ${alexId}`,
    );
    expect(after.n - before.n).toBe(1);
  });
});
