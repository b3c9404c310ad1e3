/**
 * Remembers a read for a short while: for operator settings that change a few times a year (venues,
 * currency) and are read by every timetable request. Each instance keeps its own copy, so a change shows
 * everywhere within `ttlMs`.
 *
 * Only settled answers are shared. A caller that misses reads for itself, with its own executor: on
 * PGlite's single connection, waiting on another caller's read from inside a transaction would wait for
 * ever, because that read queues behind the transaction.
 */
export function recentlyRead<K, V, A extends unknown[]>(
  ttlMs: number,
  load: (key: K, ...args: A) => Promise<V>,
  now: () => number = Date.now,
): (key: K, ...args: A) => Promise<V> {
  const entries = new Map<K, { readAt: number; value: V }>();
  return async (key, ...args) => {
    const entry = entries.get(key);
    if (entry && now() - entry.readAt < ttlMs) return entry.value;
    const readAt = now();
    const value = await load(key, ...args);
    entries.set(key, { readAt, value });
    return value;
  };
}
