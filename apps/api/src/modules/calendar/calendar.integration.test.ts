import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

describe('the calendar feed and a booking’s .ics', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    for (const [name, where] of [
      ['alex', `email = '${demo.username}'`],
      ['priya', `email = 'priya.shah@example.com'`],
      ['mia', `reference = 'C100030'`],
    ] as const) {
      ids[name] = (await f.one<{ id: number }>(`select id from users where ${where}`)).id;
    }
    await t.sql(`update activities set name = 'Feed class' where id = ${f.activityId}`);
  });

  async function booked(user: number, by = user, status = 'active') {
    const occurrence = await f.session({ booked: 1 });
    return (
      await f.one<{ id: number }>(
        `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price, status)
         values (${f.clientId}, ${occurrence}, ${f.activityId}, ${user}, ${by}, 650, '${status}') returning id`,
      )
    ).id;
  }
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const feedPath = (url: string) => new URL(url).pathname;

  it('makes the feed’s address on first read and answers the same one after', async () => {
    expect((await get('/api/my-account/calendar-feed')).statusCode).toBe(401);
    const first = await get('/api/my-account/calendar-feed', alex);
    expect(first.statusCode).toBe(200);
    const { url, webcal_url: webcal } = first.json().data;
    expect(url).toMatch(/^http:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcal).toBe(url.replace(/^http:/, 'webcal:'));
    expect((await get('/api/my-account/calendar-feed', alex)).json().data.url).toBe(url);
    expect((await get('/api/my-account/calendar-feed', priya)).json().data.url).not.toBe(url);
  });

  it('shows active bookings, the family’s booked by the customer, never cancelled ones or others’', async () => {
    const own = await booked(ids.alex!);
    const mias = await booked(ids.mia!, ids.alex!);
    const cancelled = await booked(ids.alex!, ids.alex!, 'cancelled');
    const priyas = await booked(ids.priya!);
    const { url } = (await get('/api/my-account/calendar-feed', alex)).json().data;

    const feed = await get(feedPath(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const body = feed.body;
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('X-WR-CALNAME:Everyday Leisure\r\n');
    expect(body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(body).toContain('X-PUBLISHED-TTL:PT1H\r\n');
    expect(body).toContain('SUMMARY:Feed class\r\n');
    for (const id of [own, mias]) expect(body).toContain(`UID:booking-${id}@`);
    for (const id of [cancelled, priyas]) expect(body).not.toContain(`UID:booking-${id}@`);

    // A cancelled booking simply leaves the feed at the next read.
    await t.sql(`update bookings set status = 'cancelled' where id = ${own}`);
    expect((await get(feedPath(url))).body).not.toContain(`UID:booking-${own}@`);
  });

  it('resets the address: the old one is 404 at once, the new one works', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    const { jar } = cookiesOf(login);
    const cookie = `sid=${jar.sid}; xsrf=${jar.xsrf}`;
    const old = (await get('/api/my-account/calendar-feed', alex)).json().data.url;
    expect(
      (await t.inject({ method: 'POST', url: '/api/my-account/calendar-feed/reset', headers: { cookie } }))
        .statusCode,
    ).toBe(419);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/my-account/calendar-feed/reset',
      headers: { cookie, 'x-xsrf-token': jar.xsrf! },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().data.url;
    expect(fresh).not.toBe(old);
    expect((await get(feedPath(old))).statusCode).toBe(404);
    expect((await get(feedPath(fresh))).statusCode).toBe(200);
    expect((await get('/api/my-account/calendar-feed', alex)).json().data.url).toBe(fresh);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await get(`/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/calendar/nothing.ics')).statusCode).toBe(404);
    expect((await get('/calendar/x')).statusCode).toBe(404);
  });

  it('downloads one booking’s .ics: own and family-booked 200, others’ 404, signed out 401', async () => {
    const own = await booked(ids.alex!);
    const mias = await booked(ids.mia!, ids.alex!);
    const priyas = await booked(ids.priya!);
    const res = await get(`/api/my-account/bookings/${own}/calendar`, alex);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="feed-class.ics"');
    expect(res.body).toContain(`UID:booking-${own}@`);
    expect(res.body).toContain('SUMMARY:Feed class\r\n');
    expect(res.body).not.toContain('X-WR-CALNAME');
    expect((await get(`/api/my-account/bookings/${mias}/calendar`, alex)).statusCode).toBe(200);
    expect((await get(`/api/my-account/bookings/${priyas}/calendar`, alex)).statusCode).toBe(404);
    expect((await get(`/api/my-account/bookings/${own}/calendar`, priya)).statusCode).toBe(404);
    expect((await get(`/api/my-account/bookings/999999999/calendar`, alex)).statusCode).toBe(404);
    expect((await get(`/api/my-account/bookings/${own}/calendar`)).statusCode).toBe(401);
  });
});
