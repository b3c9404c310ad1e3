import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { day, sessionsOf } from './timetable-test-kit';

/** Another operator's venues, activities and sessions are invisible, even by slug or id. */
describe('activities across operators', () => {
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
        returning id, client_id
      ), category as (
        insert into activity_categories (client_id, slug, name, kind) select client_id, 'swimming', 'Swimming', 'swimming' from venue
        returning id, client_id
      )
      insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes)
      select venue.client_id, venue.id, category.id, 'open-water', 'Open Water', 60 from venue, category`);
  });

  const as = (host: string, url: string) => t.inject({ method: 'GET', url, headers: { host } });

  it('never shows one operator’s venue to another', async () => {
    expect(
      (await as('harbour.example', '/api/activities/venue/manchester-central/categories')).statusCode,
    ).toBe(404);
    expect((await as('everyday.example', '/api/activities/venue/harbour-lido/categories')).statusCode).toBe(
      404,
    );
    const harbour = (await as('harbour.example', '/api/activities/venue/harbour-lido/categories')).json()
      .data;
    expect(harbour.map((c: { slug: string }) => c.slug)).toEqual(['swimming']);
  });

  it('never finds another operator’s session by id', async () => {
    const res = await as(
      'everyday.example',
      `/api/activities/venue/manchester-central/activity/yoga-flow/times?date=${day(1)}`,
    );
    const [yoga] = sessionsOf(res.json());
    expect((await as('everyday.example', `/api/v1/activities/occurrences/${yoga!.id}`)).statusCode).toBe(200);
    expect((await as('harbour.example', `/api/v1/activities/occurrences/${yoga!.id}`)).statusCode).toBe(404);
  });
});
