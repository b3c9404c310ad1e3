import { staffAtCustomerSignIn } from '@leisure/contracts/foh-auth-rules';
import { describe, expect, it } from 'vitest';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';
import { hashToken, newSecret } from './session-issuer';

describe('sign-in, the session and CSRF', () => {
  const t = useTestApp();

  const login = (username = demo.username, password = demo.password) =>
    t.inject({ method: 'POST', url: '/api/auth/customer/login', payload: { username, password } });

  it('signs in with an email address: token at the top level, the user in data, both cookies set', async () => {
    const res = await login('Alex.Morgan@Example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data).toMatchObject({
      reference: 'C100001',
      first_name: 'Alex',
      home_venue_slug: 'manchester-central',
    });
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const xsrf = res.cookies.find((c) => c.name === 'xsrf')!;
    expect(sid).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.value).not.toBe(body.token);
  });

  it('signs in with the customer ID as well', async () => {
    expect((await login(demo.reference)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account alike, with 401 and a message', async () => {
    const wrong = await login(demo.username, 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a staff account with its right password (422 on the username, no session), and only then', async () => {
    const sessionsOf = async () =>
      (
        (await t.sql(
          `select count(*)::int as n from sessions where user_id = (select id from users where reference = 'S000001')`,
        )) as { rows: { n: number }[] }
      ).rows[0]!.n;
    const before = await sessionsOf();
    for (const username of ['staff@example.com', 'S000001']) {
      const res = await login(username);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: staffAtCustomerSignIn,
        errors: { username: [staffAtCustomerSignIn] },
      });
      expect(res.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    }
    expect(await sessionsOf()).toBe(before);
    // Without the password nothing tells the account is staff's.
    const guessed = await login('staff@example.com', 'not-the-password');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toEqual({ message: 'These credentials do not match our records.' });
  });

  it('ends a customer’s kind of session of a staff member, left from before staff had their own sign-in', async () => {
    const token = newSecret();
    await t.sql(
      `insert into sessions (token_hash, client_id, user_id, csrf_token, expires_at, kind)
       select '${hashToken(token)}', client_id, id, 'csrf', now() + interval '1 day', 'customer'
       from users where reference = 'S000001'`,
    );
    const res = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    const left = (await t.sql(`select 1 from sessions where token_hash = '${hashToken(token)}'`)) as {
      rows: unknown[];
    };
    expect(left.rows).toEqual([]);
  });

  it('answers 422 with each missing field named', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { username: ['Username is required.'], password: [expect.any(String)] },
    });
  });

  it('answers the user to a bearer token and to the cookie, and 401 to nobody', async () => {
    const { token } = (await login()).json();
    const bearer = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().data.email).toBe(demo.username);
    const cookie = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `sid=${token}` },
    });
    expect(cookie.json().data.email).toBe(demo.username);
    const anonymous = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a state change riding on the cookie without the CSRF token (419), and takes it with one', async () => {
    const session = cookiesOf(await login());
    const without = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.header },
    });
    expect(without.statusCode).toBe(419);
    expect(without.json()).toEqual({ message: 'CSRF token mismatch.' });

    const wrongToken = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.header, 'x-xsrf-token': 'forged' },
    });
    expect(wrongToken.statusCode).toBe(419);

    const withToken = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.header, 'x-xsrf-token': session.jar.xsrf! },
    });
    expect(withToken.statusCode).toBe(204);
    const after = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: session.header },
    });
    expect(after.statusCode).toBe(401);
  });

  it('needs no CSRF token from a client with no cookie: a bearer token is no ambient credential', async () => {
    const { token } = (await login()).json();
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    const after = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('treats an unknown session cookie as no session and clears it', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: 'sid=stale-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('refuses an ordinary session token from the address: only a hand-off code is exchanged (decision 054)', async () => {
    const { token } = (await login()).json();
    const res = await t.inject({ method: 'POST', url: '/api/auth/session', payload: { token } });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});
