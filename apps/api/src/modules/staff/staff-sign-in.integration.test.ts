import { customerAtStaffSignIn } from '@leisure/contracts/foh-auth-rules';
import { csrfCookie, csrfHeader, staffCsrfCookie } from '@leisure/contracts/session-cookies';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaffAccount, createStaffMember, staffPassword } from '../../../test/fixtures/staff-fixtures';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';
import { createClock } from '../../platform/clock';
import { demoStaffRecoveryCodes, demoStaffTotpSecrets } from '../../seed/demo-staff';
import { totpOf } from './totp';

type Rows<T> = { rows: T[] };
const step = 30_000;

/** Staff sign in with a password and then a TOTP code or a recovery code (decision 052). */
describe('staff sign-in', () => {
  const clock = createClock();
  const t = useTestApp({}, undefined, clock);
  afterEach(() => clock.set(new Date()));

  let n = 0;
  /** A new staff account with a sign-in name of its own. */
  async function account(role: 'front_of_house' | 'venue_manager' = 'front_of_house') {
    const email = `desk${++n}-${Date.now() % 100_000}@staff.example`;
    const made = await createStaffAccount(t, { role, email });
    return { ...made, email };
  }
  async function login(username: string, password = staffPassword) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/foh/auth/login',
      payload: { username, password },
    });
    const { jar, header } = cookiesOf(res);
    return { res, jar, headers: { cookie: header, [csrfHeader]: jar[staffCsrfCookie] ?? '' } };
  }
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/foh/me', headers });
  const codeAt = (secret: string, at = clock.now()) => totpOf(secret).generate({ timestamp: at.getTime() });
  const audit = async (userId: number) =>
    (
      (await t.sql(
        `select action, detail from staff_audit_events where staff_user_id = ${userId} order by id`,
      )) as Rows<{
        action: string;
        detail: Record<string, unknown>;
      }>
    ).rows;

  /** Signs a new account in for the first time: enrolment and its first code. */
  async function enrolled() {
    const staff = await account();
    const { headers } = await login(staff.email);
    const { secret } = (await post('/api/foh/auth/second-factor/enrolment', headers)).json().data;
    const confirm = await post('/api/foh/auth/second-factor/enrolment/confirm', headers, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode).toBe(200);
    return { ...staff, secret, headers, recoveryCodes: confirm.json().data.recovery_codes as string[] };
  }

  it('enrols a first authenticator: a QR code, a wrong code refused, ten recovery codes, then the desk', async () => {
    const staff = await account();
    const { res, headers } = await login(staff.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { second_factor: 'enrol' } });
    // The password alone opens nothing.
    expect((await me(headers)).statusCode).toBe(403);
    const enrolment = await post('/api/foh/auth/second-factor/enrolment', headers);
    expect(enrolment.statusCode).toBe(200);
    const { otpauth_url, qr_svg, secret } = enrolment.json().data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(otpauth_url).toContain('algorithm=SHA1&digits=6&period=30');
    expect(qr_svg).toContain('<svg');
    const stored = (await t.sql(
      `select secret_ciphertext from staff_second_factors where user_id = ${staff.userId}`,
    )) as Rows<{ secret_ciphertext: string }>;
    expect(stored.rows[0]!.secret_ciphertext).not.toContain(secret);

    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/foh/auth/second-factor/enrolment/confirm', headers, { code: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toBeDefined();

    const confirm = await post('/api/foh/auth/second-factor/enrolment/confirm', headers, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = (await t.sql(
      `select code_hash from staff_recovery_codes where user_id = ${staff.userId}`,
    )) as Rows<{
      code_hash: string;
    }>;
    expect(hashes.rows).toHaveLength(10);
    expect(hashes.rows.map((r) => r.code_hash)).not.toContain(codes[0]);

    const who = await me(headers);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({
      id: staff.userId,
      staff_role: 'front_of_house',
      venues: [{ id: staff.venueIds[0] }],
      desk_venue_id: staff.venueIds[0],
      idle_timeout_seconds: 900,
    });
    // A second enrolment is refused once one is confirmed.
    expect((await post('/api/foh/auth/second-factor/enrolment', headers)).statusCode).toBe(409);
    expect((await audit(staff.userId)).map((a) => a.action)).toEqual(['second-factor-failed', 'sign-in']);
  });

  it('signs in with a code; a wrong code and a code used once already are refused', async () => {
    const staff = await enrolled();
    const { res, jar, headers } = await login(staff.email);
    expect(res.json().data.second_factor).toBe('verify');
    // A staff session's CSRF companion has its own name, so the customer's pages never see a desk as signed in.
    expect(jar[staffCsrfCookie]).toBeTruthy();
    expect(jar[csrfCookie] ?? '').toBe('');
    // The code of the step the enrolment spent: a replay.
    const replay = await post('/api/foh/auth/second-factor', headers, { code: codeAt(staff.secret) });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code[0]).toMatch(/used already/);
    const wrong = String((Number(codeAt(staff.secret)) + 7) % 1_000_000).padStart(6, '0');
    expect((await post('/api/foh/auth/second-factor', headers, { code: wrong })).statusCode).toBe(422);
    expect((await me(headers)).statusCode).toBe(403);
    // Half a minute on, the next code passes.
    clock.advance(step);
    const next = await post('/api/foh/auth/second-factor', headers, { code: codeAt(staff.secret) });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.id).toBe(staff.userId);
    expect((await me(headers)).statusCode).toBe(200);
    const rows = await audit(staff.userId);
    expect(rows.map((r) => r.action)).toEqual([
      'sign-in',
      'second-factor-failed',
      'second-factor-failed',
      'sign-in',
    ]);
    expect(rows[1]!.detail).toEqual({ reason: 'used-code' });
    expect(rows[3]!.detail).toEqual({ method: 'totp' });
  });

  it('takes a recovery code once', async () => {
    const staff = await enrolled();
    const first = await login(staff.email);
    const code = staff.recoveryCodes[3]!;
    const ok = await post('/api/foh/auth/second-factor', first.headers, {
      recovery_code: code.toUpperCase(),
    });
    expect(ok.statusCode).toBe(200);
    const again = await login(staff.email);
    const refused = await post('/api/foh/auth/second-factor', again.headers, { recovery_code: code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.recovery_code).toBeDefined();
    const rows = await audit(staff.userId);
    expect(rows.at(-2)).toEqual({
      action: 'sign-in',
      detail: { method: 'recovery-code', recoveryCodesLeft: 9 },
    });
  });

  it('passes one of two sessions sending the same code at once', async () => {
    const staff = await enrolled();
    clock.advance(step);
    const [a, b] = await Promise.all([login(staff.email), login(staff.email)]);
    const code = codeAt(staff.secret);
    const answers = await Promise.all([
      post('/api/foh/auth/second-factor', a.headers, { code }),
      post('/api/foh/auth/second-factor', b.headers, { code }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses a customer account, pointing to the customer sign-in, and a wrong password as the customer login does', async () => {
    const customer = await login(demo.username, demo.password);
    expect(customer.res.statusCode).toBe(403);
    expect(customer.res.json().message).toBe(customerAtStaffSignIn);
    expect(customer.res.cookies).toHaveLength(0);
    const staff = await account();
    const wrong = await login(staff.email, 'not-the-password');
    expect(wrong.res.statusCode).toBe(401);
    expect((await login('nobody@staff.example')).res.statusCode).toBe(401);
  });

  it('ends a staff session left idle for 15 minutes; each request starts the idle time again', async () => {
    const staff = await enrolled();
    clock.advance(14 * 60_000);
    expect((await me(staff.headers)).statusCode).toBe(200);
    clock.advance(14 * 60_000);
    expect((await me(staff.headers)).statusCode).toBe(200);
    clock.advance(15 * 60_000);
    expect((await me(staff.headers)).statusCode).toBe(401);
  });

  it('gives a staff session nothing on a customer’s calls, and signs out', async () => {
    const staff = await enrolled();
    const user = await t.inject({ method: 'GET', url: '/api/auth/user', headers: staff.headers });
    expect(user.statusCode).toBe(401);
    // Its cookie is kept: the desk is still signed in.
    expect(user.cookies).toHaveLength(0);
    expect((await me(staff.headers)).statusCode).toBe(200);
    const out = await post('/api/foh/auth/logout', staff.headers);
    expect(out.statusCode).toBe(204);
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect((await audit(staff.userId)).at(-1)!.action).toBe('sign-out');
  });

  it('chooses the desk venue among their own', async () => {
    const staff = await enrolled();
    const leeds = (await t.sql(`select id from venues where slug = 'leeds-middleton'`)) as Rows<{
      id: number;
    }>;
    const put = (venueId: number) =>
      t.inject({
        method: 'PUT',
        url: '/api/foh/me/desk-venue',
        headers: staff.headers,
        payload: { venue_id: venueId },
      });
    expect((await put(leeds.rows[0]!.id)).statusCode).toBe(403);
    const ok = await put(staff.venueIds[0]!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.desk_venue_id).toBe(staff.venueIds[0]);
    expect((await put(-1)).statusCode).toBe(422);
  });

  it('signs in the demo’s staff with the secrets the README gives, and shows Kit Lowe the enrolment', async () => {
    const sky = await login('staff@example.com');
    expect(sky.res.json().data.second_factor).toBe('verify');
    const passed = await post('/api/foh/auth/second-factor', sky.headers, {
      code: codeAt(demoStaffTotpSecrets['staff@example.com']),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({
      first_name: 'Sky',
      last_name: 'Parker',
      staff_role: 'front_of_house',
    });
    expect(passed.json().data.venues.map((v: { name: string }) => v.name)).toEqual([
      'Manchester Central Pool & Gym',
    ]);
    // Re-encrypted under the data key at first use.
    const stored = (await t.sql(
      `select secret_ciphertext from staff_second_factors f join users u on u.id = f.user_id
       where u.email = 'staff@example.com'`,
    )) as Rows<{ secret_ciphertext: string }>;
    expect(stored.rows[0]!.secret_ciphertext).not.toContain(demoStaffTotpSecrets['staff@example.com']);
    const again = await login('staff@example.com');
    const recovery = await post('/api/foh/auth/second-factor', again.headers, {
      recovery_code: demoStaffRecoveryCodes[0],
    });
    expect(recovery.statusCode).toBe(200);

    const morgan = await login('manager@example.com');
    const manager = await post('/api/foh/auth/second-factor', morgan.headers, {
      code: codeAt(demoStaffTotpSecrets['manager@example.com']),
    });
    expect(manager.json().data.staff_role).toBe('venue_manager');
    expect(manager.json().data.desk_venue_id).toBeNull();
    expect(manager.json().data.venues).toHaveLength(2);
    const robin = await login('admin@example.com');
    const admin = await post('/api/foh/auth/second-factor', robin.headers, {
      code: codeAt(demoStaffTotpSecrets['admin@example.com']),
    });
    expect(admin.json().data.staff_role).toBe('operator_admin');
    expect((await login('newstaff@example.com')).res.json().data.second_factor).toBe('enrol');
  });

  it('shows managers the audit of their venues, and an operator admin every venue’s', async () => {
    const desk = await enrolled();
    const manager = await createStaffMember(t, { role: 'venue_manager', venueIds: ['manchester-central'] });
    const leedsManager = await createStaffMember(t, { role: 'venue_manager', venueIds: ['leeds-middleton'] });
    const admin = await createStaffMember(t, { role: 'operator_admin' });
    const read = (headers: Record<string, string>, query = '') =>
      t.inject({ method: 'GET', url: `/api/foh/audit${query}`, headers });
    expect((await read(desk.headers)).statusCode).toBe(403);
    const mine = await read(manager.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.some((e: { staff: { id: number } }) => e.staff.id === desk.userId)).toBe(true);
    expect(mine.json().pagination.current_page).toBe(1);
    const leeds = await read(leedsManager.headers);
    expect(leeds.json().data.some((e: { staff: { id: number } }) => e.staff.id === desk.userId)).toBe(false);
    expect((await read(leedsManager.headers, `?venue_id=${desk.venueIds[0]}`)).statusCode).toBe(403);
    const all = await read(admin.headers, `?date=${clock.now().toISOString().slice(0, 10)}`);
    expect(all.json().data.some((e: { staff: { id: number } }) => e.staff.id === desk.userId)).toBe(true);
    expect((await read(admin.headers, '?date=2026-02-30')).statusCode).toBe(422);
  });
});
