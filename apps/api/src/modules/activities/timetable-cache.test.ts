import { describe, expect, it } from 'vitest';
import { createTimetableCache } from './timetable-cache';

function deferred<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the timetable cache', () => {
  it('shares one read among identical requests, and reads again once the bound has passed', async () => {
    let clock = 0;
    const cache = createTimetableCache(2_000, () => clock);
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([1, 2, 3].map(() => cache.read(1, 'day', load)))).toEqual([1, 1, 1]);
    clock = 1_999;
    expect(await cache.read(1, 'day', load)).toBe(1);
    clock = 2_000;
    expect(await cache.read(1, 'day', load)).toBe(2);
    expect(await cache.read(2, 'day', load)).toBe(3);
  });

  it('counts the bound from when a read began, so a slow read is not trusted for longer', async () => {
    let clock = 0;
    const cache = createTimetableCache(2_000, () => clock);
    const slow = deferred<string>();
    const first = cache.read(1, 'day', () => slow.promise);
    clock = 1_500;
    slow.resolve('old');
    expect(await first).toBe('old');
    clock = 2_000;
    expect(await cache.read(1, 'day', async () => 'new')).toBe('new');
  });

  it('never keeps a failed read', async () => {
    const cache = createTimetableCache(2_000, () => 0);
    await expect(cache.read(1, 'day', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(1, 'day', async () => 'up')).toBe('up');
  });

  it('forgets an operator’s reads, those still in flight too, and no other operator’s', async () => {
    const cache = createTimetableCache(60_000, () => 0);
    await cache.read(1, 'day', async () => 'before');
    await cache.read(2, 'day', async () => 'theirs');
    const inFlight = deferred<string>();
    const started = cache.read(1, 'other day', () => inFlight.promise);
    cache.forget(1);
    inFlight.resolve('begun before the change');
    expect(await started).toBe('begun before the change');
    expect(await cache.read(1, 'day', async () => 'after')).toBe('after');
    expect(await cache.read(1, 'other day', async () => 'after')).toBe('after');
    expect(await cache.read(2, 'day', async () => 'not read')).toBe('theirs');
  });

  it('stays within its size, dropping the oldest reads first', async () => {
    const cache = createTimetableCache(60_000, () => 0, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(1, key, async () => `${key}1`);
    expect(await cache.read(1, 'd', async () => 'd2')).toBe('d1');
    expect(await cache.read(1, 'a', async () => 'a2')).toBe('a2');
  });

  it('reads again in the background near the end of the bound, serving the last read meanwhile', async () => {
    let clock = 0;
    const cache = createTimetableCache(2_000, () => clock);
    const again = deferred<string>();
    expect(await cache.read(1, 'day', async () => 'first')).toBe('first');
    clock = 1_499;
    expect(await cache.read(1, 'day', async () => 'too soon')).toBe('first');
    clock = 1_500;
    let reads = 0;
    const load = () => {
      reads++;
      return again.promise;
    };
    expect(await cache.read(1, 'day', load)).toBe('first');
    expect(await cache.read(1, 'day', load)).toBe('first');
    expect(reads).toBe(1);
    again.resolve('second');
    await again.promise;
    clock = 1_600;
    expect(await cache.read(1, 'day', async () => 'not read')).toBe('second');
    // The new read's bound counts from when it began (1,500), not from when it was first served.
    clock = 3_499;
    expect(await cache.read(1, 'day', async () => 'third')).toBe('second');
  });

  it('never serves a read past its bound while the next one is still under way: it waits for that one', async () => {
    let clock = 0;
    const cache = createTimetableCache(2_000, () => clock);
    await cache.read(1, 'day', async () => 'first');
    clock = 1_800;
    const again = deferred<string>();
    expect(await cache.read(1, 'day', () => again.promise)).toBe('first');
    clock = 2_000;
    const waiting = cache.read(1, 'day', async () => 'not read');
    again.resolve('second');
    expect(await waiting).toBe('second');
  });

  it('drops a background read that began before the operator’s change', async () => {
    let clock = 0;
    const cache = createTimetableCache(2_000, () => clock);
    await cache.read(1, 'day', async () => 'first');
    clock = 1_600;
    const again = deferred<string>();
    expect(await cache.read(1, 'day', () => again.promise)).toBe('first');
    cache.forget(1);
    again.resolve('begun before the change');
    await again.promise;
    expect(await cache.read(1, 'day', async () => 'after')).toBe('after');
  });

  it('keeps serving the last read until its bound when a background read fails, then reads again', async () => {
    let clock = 0;
    const cache = createTimetableCache(2_000, () => clock);
    await cache.read(1, 'day', async () => 'first');
    clock = 1_600;
    const failing = Promise.reject(new Error('down'));
    failing.catch(() => {});
    expect(await cache.read(1, 'day', () => failing)).toBe('first');
    await failing.catch(() => {});
    clock = 1_700;
    expect(await cache.read(1, 'day', async () => 'retried')).toBe('first');
    clock = 2_000;
    expect(await cache.read(1, 'day', async () => 'fresh')).toBe('retried');
  });
});
