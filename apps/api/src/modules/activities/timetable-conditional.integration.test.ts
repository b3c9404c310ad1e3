import { occurrenceDetailResponse } from '@leisure/contracts/activities';
import { toCamelKeys } from '@leisure/contracts/wire-case';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, useTestApp } from '../../../test/test-app';
import { sharedReadsTtlMs } from './timetable.service';
import { day, sessionsOf, venuePath } from './timetable-test-kit';

/**
 * Conditional reads and who may keep an answer: a 304 only for the very bytes the client holds, a visitor's
 * answer public for a few seconds, a signed-in customer's private, and nobody's bookings or prices in
 * anybody else's answer, however their requests interleave with the shared reads.
 */
describe('timetable answers, conditional and personal', () => {
  const t = useTestApp();
  const url = `${venuePath}/activity/hiit/times?date=${day(1)}`;
  const get = (target: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: target, headers });
  let alex: Record<string, string>;
  let priya: Record<string, string>;
  let hiitId: string;

  beforeAll(async () => {
    alex = await bearerOf(t, 'alex.morgan@example.com');
    priya = await bearerOf(t, 'priya.shah@example.com');
    hiitId = sessionsOf((await get(url)).json())[0]!.id;
    // Alex, a member, has a place: his answer differs from everyone else's in `booking` and in price.
    await t.sql(`
      with o as (update occurrences set booked_count = booked_count + 1 where id = ${hiitId} returning id, client_id, activity_id)
      insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
      select o.client_id, o.id, o.activity_id, u.id, u.id, 0 from o, users u where u.email = 'alex.morgan@example.com'`);
    // Written straight to the database, as another instance would: the shared read catches up within its bound.
    await new Promise((resolve) => setTimeout(resolve, sharedReadsTtlMs + 50));
  });

  it('answers 304 with no body to a visitor who holds the current answer, and 200 once it changes', async () => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/cookie/);
    expect(first.headers.vary).toMatch(/authorization/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    // Priya takes a place into her basket: the visitor's copy is no longer the answer.
    const added = await t.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: priya,
      payload: { items: [{ id: hiitId, type: 'purchasableOccurrence' }] },
    });
    expect(added.statusCode).toBe(200);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const [session] = sessionsOf(changed.json());
    expect(session!.spaces).toBe(sessionsOf(first.json())[0]!.spaces - 1);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: priya });
  });

  it('keeps a signed-in answer private, and never answers 304 to one customer with another’s copy', async () => {
    const mine = await get(url, alex);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(sessionsOf(mine.json())[0]!.booking).not.toBeNull();
    expect((await get(url, { ...alex, 'if-none-match': mine.headers.etag as string })).statusCode).toBe(304);

    const theirs = await get(url, { ...priya, 'if-none-match': mine.headers.etag as string });
    expect(theirs.statusCode).toBe(200);
    expect(sessionsOf(theirs.json())[0]!.booking).toBeNull();
    const visitor = await get(url, { 'if-none-match': mine.headers.etag as string });
    expect(visitor.statusCode).toBe(200);
    expect(sessionsOf(visitor.json())[0]!.booking).toBeNull();
  });

  it('gives each of many interleaved readers exactly the answer they get alone', async () => {
    const visitor = {};
    const alone = new Map<Record<string, string>, string>();
    for (const headers of [alex, priya, visitor]) alone.set(headers, (await get(url, headers)).body);
    expect(sessionsOf(JSON.parse(alone.get(alex)!))[0]!.actionToShow.status).toBe('BOOKED');
    expect(alone.get(alex)).not.toBe(alone.get(priya));
    const readers = [alex, visitor, priya, alex, visitor, priya, alex, visitor];
    const answers = await Promise.all(readers.map((headers) => get(url, headers)));
    answers.forEach((res, i) => {
      expect(res.body).toBe(alone.get(readers[i]!));
    });
  });

  it('answers a session’s page conditionally too, private once signed in', async () => {
    const page = `/api/v1/activities/occurrences/${hiitId}`;
    const visitor = await get(page);
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    expect((await get(page, { 'if-none-match': visitor.headers.etag as string })).statusCode).toBe(304);
    const forAlex = await get(page, { ...alex, 'if-none-match': visitor.headers.etag as string });
    expect(forAlex.statusCode).toBe(200);
    expect(forAlex.headers['cache-control']).toBe('private, no-cache');
    const detail = occurrenceDetailResponse.parse(toCamelKeys(forAlex.json())).data;
    expect(detail.booking).not.toBeNull();
    expect(occurrenceDetailResponse.parse(toCamelKeys(visitor.json())).data.booking).toBeNull();
  });

  it('leaves errors uncached and without a tag', async () => {
    const missing = await get(`${venuePath}/activity/underwater-chess/times?date=${day(1)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).not.toMatch(/public/);
  });
});
