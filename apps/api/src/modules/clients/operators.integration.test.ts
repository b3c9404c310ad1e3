import { beforeAll, describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../../../test/test-app';

/** Two operators on one deployment: each host sees its own operator's rows and nothing else. */
describe('operators', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await t.sql("update clients set hosts = '{everyday.example}'");
    await t.sql(`
      with other as (
        insert into clients (name, hosts, currency, footer_html) values ('Harbour Pools', '{harbour.example}', 'EUR', '<p>Harbour</p>')
        returning id
      ), venue as (
        insert into venues (client_id, name, slug, address1, city, postcode, lat, lng)
        select id, 'Harbour Lido', 'harbour-lido', 'Quay Road', 'Penzance', 'TR18 4DF', 50.1163, -5.5329 from other
        returning client_id
      )
      insert into themes (client_id, theme_app_primary_colour) select client_id, '#0055aa' from venue`);
  });

  const as = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('answers each host with its own operator', async () => {
    expect((await as('everyday.example', '/api/client')).json().data.name).toBe('Everyday Leisure');
    expect((await as('harbour.example', '/api/client')).json().data.name).toBe('Harbour Pools');
    expect((await as('harbour.example', '/api/client/config')).json().data.currency).toBe('EUR');
  });

  it('never lists another operator’s venues, nor finds them by slug', async () => {
    const harbour = (await as('harbour.example', '/api/venues')).json().data;
    expect(harbour.map((v: { slug: string }) => v.slug)).toEqual(['harbour-lido']);
    const everyday = (await as('everyday.example', '/api/venues')).json().data;
    expect(everyday.map((v: { slug: string }) => v.slug)).not.toContain('harbour-lido');
    expect((await as('everyday.example', '/api/venues/harbour-lido')).statusCode).toBe(404);
    expect((await as('harbour.example', '/api/venues/manchester-central')).statusCode).toBe(404);
  });

  it('keeps themes and footers apart', async () => {
    expect((await as('harbour.example', '/api/frontend/theme')).json().data).toEqual({
      theme_app_primary_colour: '#0055aa',
    });
    expect((await as('harbour.example', '/api/frontend/theme?venue=manchester-central')).statusCode).toBe(
      404,
    );
    expect((await as('harbour.example', '/api/activities/footer')).json().data.html).toBe('<p>Harbour</p>');
  });

  it('does not honour one operator’s session at another', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { host: 'everyday.example' },
      payload: { username: demo.username, password: demo.password },
    });
    const { token } = login.json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await as('everyday.example', '/api/auth/user', auth)).statusCode).toBe(200);
    expect((await as('harbour.example', '/api/auth/user', auth)).statusCode).toBe(401);
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { host: 'harbour.example' },
      payload: { username: demo.username, password: demo.password },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('answers 404 to a host that belongs to no operator once there are several', async () => {
    const res = await as('stranger.example', '/api/client');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unknown operator.' });
  });
});
