import { beforeAll, describe, expect, it } from 'vitest';
import { handoffCode, userIdOf } from '../../../test/fixtures/handoff-fixtures';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';

/**
 * One browser, one session: signing in while the browser still holds another session's cookie ends that
 * session on the server, whichever way the new one is issued (issue 10).
 */
describe('signing in over another session', () => {
  const t = useTestApp();
  let ip = 0;
  const nextIp = () => `10.9.0.${++ip}`;

  const login = (username: string, password = demo.password, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password },
      headers,
      remoteAddress: nextIp(),
    });
  /** A browser holding a session: its cookies, and the CSRF header its app would echo. */
  const browserOf = async (username: string) => {
    const { jar, header } = cookiesOf(await login(username));
    return { token: jar.sid!, headers: { cookie: header, 'x-xsrf-token': jar.xsrf! } };
  };
  const alive = async (token: string) =>
    (await t.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } }))
      .statusCode === 200;

  let venueId = 0;
  let termIds: number[] = [];
  beforeAll(async () => {
    venueId = (await t.inject({ method: 'GET', url: '/api/venues' })).json().data[0].id;
    termIds = (await t.inject({ method: 'GET', url: '/api/terms' }))
      .json()
      .data.data.map((x: { id: number }) => x.id);
  });

  it('ends A’s session when B signs in from the same browser; a failed sign-in ends nothing', async () => {
    const a = await browserOf(demo.username);
    expect((await login('priya.shah@example.com', 'wrong-password', a.headers)).statusCode).toBe(401);
    expect(await alive(a.token)).toBe(true);

    const b = await login('priya.shah@example.com', demo.password, a.headers);
    expect(b.statusCode).toBe(200);
    expect(await alive(a.token)).toBe(false);
    expect(await alive(b.json().token)).toBe(true);
  });

  it('leaves other browsers’ sessions of the same customer alone', async () => {
    const phone = await browserOf(demo.username);
    const laptop = await browserOf(demo.username);
    expect((await login(demo.username, demo.password, laptop.headers)).statusCode).toBe(200);
    expect(await alive(laptop.token)).toBe(false);
    expect(await alive(phone.token)).toBe(true);
  });

  it('ends it on registration', async () => {
    const a = await browserOf(demo.username);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/register?onboarding_type=customer_account_online',
      headers: a.headers,
      payload: {
        first_name: 'Robin',
        last_name: 'Hughes',
        email: 'robin.one-session@example.com',
        password: 'Swim-Lanes-42',
        password_confirmation: 'Swim-Lanes-42',
        date_of_birth: '1988-02-29',
        home_venue_id: venueId,
        terms: termIds,
        answers: [{ key: 'heard_about_us', answer: 'leaflet' }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await alive(a.token)).toBe(false);
  });

  it('ends it on activation, which signs the new customer in', async () => {
    const a = await browserOf(demo.username);
    const asked = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/activate',
      payload: { email_or_reference: 'C100010' },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(200);
    const rows = (await t.sql(
      `select text_body from outbox_emails where to_address = 'sam.taylor@example.com' order by id desc limit 1`,
    )) as { rows: { text_body: string }[] };
    const token = /\/account\/activate\/([\w-]+)/.exec(rows.rows[0]!.text_body)?.[1];
    expect(token).toBeTruthy();
    const done = await t.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: a.headers,
      payload: { token, password: 'First-Swim-2026', password_confirmation: 'First-Swim-2026' },
      remoteAddress: nextIp(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().token).toEqual(expect.any(String));
    expect(await alive(a.token)).toBe(false);
  });

  it('ends it when a hand-off code from the address becomes the cookie session', async () => {
    const a = await browserOf(demo.username);
    const priya = await userIdOf(t, 'C100002');
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: a.headers,
      payload: { token: await handoffCode(t, priya) },
    });
    expect(res.statusCode).toBe(200);
    expect(await alive(a.token)).toBe(false);
    expect(await alive(res.json().token)).toBe(true);
  });
});
