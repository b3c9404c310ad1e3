import { describe, expect, it } from 'vitest';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';
import { hashToken, newSecret } from './session-issuer';

describe('my details and my password', () => {
  const t = useTestApp();
  let ip = 0;
  const signIn = async (username = demo.username, password = demo.password) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password },
      remoteAddress: `10.9.0.${++ip}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const update = (token: string, payload: object, type = 'customer_account_online') =>
    t.inject({
      method: 'PUT',
      url: `/api/my-account/user/update?onboarding_type=${type}`,
      payload,
      headers: bearer(token),
    });
  const answers = async (token: string) => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/data-fields?onboarding_type=customer_account_online',
      headers: bearer(token),
    });
    const fields = res
      .json()
      .data.flatMap((s: { fields: { key: string; answer: string | null }[] }) => s.fields);
    return Object.fromEntries(fields.map((f: { key: string; answer: string | null }) => [f.key, f.answer]));
  };

  it('saves only the fields sent and answers a fresh token; the old one ends', async () => {
    const token = await signIn('C100002');
    const res = await update(token, {
      phone: '0131 496 0000',
      city: 'Leith',
      answers: [{ key: 'heard_about_us', answer: 'friend' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.token).not.toBe(token);
    expect(body.data).toEqual({ id: expect.any(Number) });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe(body.token);

    const old = await t.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(old.statusCode).toBe(401);
    const now = await answers(body.token);
    expect(now).toMatchObject({
      phone: '0131 496 0000',
      city: 'Leith',
      heard_about_us: 'friend',
      first_name: 'Priya',
    });

    const again = await update(body.token, { answers: [{ key: 'heard_about_us', answer: 'search' }] });
    expect((await answers(again.json().token)).heard_about_us).toBe('search');
  });

  it('keeps an embedded page’s session embedded when the customer saves their details there', async () => {
    const token = newSecret();
    await t.sql(
      `insert into sessions (token_hash, client_id, user_id, csrf_token, expires_at, kind)
       select '${hashToken(token)}', client_id, id, 'csrf', now() + interval '1 day', 'embedded'
       from users where reference = 'C100002'`,
    );
    const res = await update(token, { city: 'Leith' });
    expect(res.statusCode).toBe(200);
    const fresh = (await t.sql(
      `select kind from sessions where token_hash = '${hashToken(res.json().token)}'`,
    )) as { rows: { kind: string }[] };
    expect(fresh.rows).toEqual([{ kind: 'embedded' }]);
  });

  it('refuses a field the customer may not change, a bad email, an unknown venue and a future birthday', async () => {
    const token = await signIn();
    const res = await update(token, {
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
    const refused = await update(token, {
      date_of_birth: '2999-12-31',
      home_venue_id: 123_456,
      answers: [{ key: 'concession_number', answer: 'STUDENT-9' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      date_of_birth: ['Date must be valid.'],
      home_venue_id: ['The selected home venue is invalid.'],
      concession_number: ['This field cannot be changed online.'],
    });
    // Nothing changed and the session lives on.
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('refuses a standard field whose data field is not authorised', async () => {
    await t.sql(`update data_fields set is_authorised = false where key = 'last_name'`);
    try {
      const token = await signIn();
      const res = await update(token, { last_name: 'Changed' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ last_name: ['This field cannot be changed online.'] });
    } finally {
      await t.sql(`update data_fields set is_authorised = true where key = 'last_name'`);
    }
  });

  it('answers 401 to a visitor, 419 to a cookie without the CSRF token, 422 to an unknown onboarding type', async () => {
    const anonymous = await t.inject({
      method: 'PUT',
      url: '/api/my-account/user/update?onboarding_type=customer_account_online',
      payload: { city: 'York' },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await signIn();
    const noCsrf = await t.inject({
      method: 'PUT',
      url: '/api/my-account/user/update?onboarding_type=customer_account_online',
      payload: { city: 'York' },
      headers: { cookie: `sid=${token}` },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await update(token, { city: 'York' }, 'walk_in')).statusCode).toBe(422);
  });

  it('takes the cookie session with its CSRF token and sets new cookies', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
      remoteAddress: '10.9.1.1',
    });
    const jar = cookiesOf(login);
    const res = await t.inject({
      method: 'PUT',
      url: '/api/my-account/user/update?onboarding_type=membership_purchase',
      payload: { marketing_opt_in: false },
      headers: { cookie: jar.header, 'x-xsrf-token': jar.jar.xsrf! },
    });
    expect(res.statusCode).toBe(200);
    const next = cookiesOf(res);
    expect(next.jar.sid).toBe(res.json().token);
    expect(next.jar.xsrf).not.toBe(jar.jar.xsrf);
  });

  it('changes the password: wrong current refused, rules checked, other sessions end, this one stays', async () => {
    const other = await signIn('C100011');
    const token = await signIn('C100011');
    const change = (payload: object, as = token) =>
      t.inject({ method: 'PUT', url: '/api/my-account/user/password', payload, headers: bearer(as) });

    const wrong = await change({
      current_password: 'nope',
      password: 'Deep-End-2027',
      password_confirmation: 'Deep-End-2027',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const weak = await change({
      current_password: demo.password,
      password: 'deepend',
      password_confirmation: 'deepend',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^Your password must be at least 8/);
    const common = await change({
      current_password: demo.password,
      password: 'Welcome123!',
      password_confirmation: 'Welcome123!',
    });
    expect(common.json().errors.password).toEqual(['This password is too common. Please choose another.']);
    const mismatch = await change({
      current_password: demo.password,
      password: 'Deep-End-2027',
      password_confirmation: 'Deep-End-2028',
    });
    expect(mismatch.json().errors.password).toEqual(['The password confirmation does not match.']);

    const ok = await change({
      current_password: demo.password,
      password: 'Deep-End-2027',
      password_confirmation: 'Deep-End-2027',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password has been updated.' });
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(other) })).statusCode,
    ).toBe(401);
    await signIn('C100011', 'Deep-End-2027');
  });

  it('answers 401 to a visitor changing a password', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/my-account/user/password',
      payload: { current_password: 'x', password: 'y', password_confirmation: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });
});
