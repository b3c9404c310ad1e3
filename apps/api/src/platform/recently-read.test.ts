import { describe, expect, it } from 'vitest';
import { recentlyRead } from './recently-read';

describe('recentlyRead', () => {
  it('answers from memory until the time is up, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const read = recentlyRead(
      1000,
      async (key: string) => `${key}:${++reads}`,
      () => clock,
    );
    expect(await read('a')).toBe('a:1');
    clock = 999;
    expect(await read('a')).toBe('a:1');
    expect(await read('b')).toBe('b:2');
    clock = 1000;
    expect(await read('a')).toBe('a:3');
  });

  it('remembers nothing of a read that failed, so the next caller tries again', async () => {
    let fail = true;
    const read = recentlyRead(60_000, async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await expect(read(1)).rejects.toThrow('database away');
    fail = false;
    expect(await read(1)).toBe('ok');
  });
});
