import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, type TestApp, testConfig, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { sharedReadsTtlMs } from './timetable.service';
import { day, sessionsOf, venuePath } from './timetable-test-kit';

/**
 * Shared timetable reads are reused for a short while (docs/decisions/025-timetable-cache.md): a place
 * taken or freed must still show at once on the instance that took it, and within the reuse bound on
 * another instance over the same database, which hears nothing of it.
 */
describe('a timetable never shows places for longer than the reuse bound', () => {
  const t = useTestApp();
  let otherApp: FastifyInstance;
  /** A second instance of the server over the same database, as two instances behind a balancer. */
  const other: Pick<TestApp, 'inject'> = { inject: (options) => otherApp.inject(options) };
  let priya: Record<string, string>;
  const date = day(2);
  const url = `${venuePath}/activity/yoga-flow/times?date=${date}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    otherApp = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await otherApp.ready();
    priya = await bearerOf(t, 'priya.shah@example.com');
  });
  afterAll(async () => {
    await otherApp?.close();
  });

  async function yoga(app: Pick<TestApp, 'inject'>, headers: Record<string, string> = {}) {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    const [first] = sessionsOf(res.json());
    return first!;
  }

  it('shows a place taken and freed here at once, and on another instance within the bound', async () => {
    const before = await yoga(t);
    expect(before.actionToShow.status).toBe('BOOK');
    // Both instances now hold the day as it was.
    expect((await yoga(other)).spaces).toBe(before.spaces);

    const added = await t.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: priya,
      payload: { items: [{ id: before.id, type: 'purchasableOccurrence' }] },
    });
    expect(added.statusCode).toBe(200);
    const heldAt = Date.now();
    expect((await yoga(t)).spaces).toBe(before.spaces - 1);
    // The other instance may still show the old count, but only while its read is younger than the bound.
    const meanwhile = await yoga(other);
    if (meanwhile.spaces !== before.spaces - 1) expect(Date.now() - heldAt).toBeLessThan(sharedReadsTtlMs);
    await sleep(sharedReadsTtlMs + 50);
    expect((await yoga(other)).spaces).toBe(before.spaces - 1);

    const cleared = await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: priya });
    expect(cleared.statusCode).toBe(200);
    expect((await yoga(t)).spaces).toBe(before.spaces);
    await sleep(sharedReadsTtlMs + 50);
    expect((await yoga(other)).spaces).toBe(before.spaces);
  });

  it('shows a place taken outside any request (another tool, a sweep) within the bound', async () => {
    const before = await yoga(t);
    await t.sql(`update occurrences set booked_count = booked_count + 1 where id = ${before.id}`);
    await sleep(sharedReadsTtlMs + 50);
    const after = await yoga(t);
    expect(after.bookingsCount).toBe(before.bookingsCount + 1);
    expect(after.spaces).toBe(before.spaces - 1);
    await t.sql(`update occurrences set booked_count = booked_count - 1 where id = ${before.id}`);
  });

  it('shows a session full at once to the customer whose basket took its last place', async () => {
    const before = await yoga(t);
    await t.sql(`update occurrences set booked_count = capacity - 1 where id = ${before.id}`);
    await sleep(sharedReadsTtlMs + 50);
    expect((await yoga(t)).spaces).toBe(1);
    const added = await t.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: priya,
      payload: { items: [{ id: before.id, type: 'purchasableOccurrence' }] },
    });
    expect(added.statusCode).toBe(200);
    const visitor = await yoga(t);
    expect(visitor.spaces).toBe(0);
    expect(visitor.actionToShow.status).toBe('FULL');
  });
});
