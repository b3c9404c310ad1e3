/**
 * The reads of a timetable that are the same for every visitor (a day's sessions, their places taken and
 * held, their prices), kept for `ttlMs` and shared by every request for the same day while they last
 * (docs/decisions/025-timetable-cache.md).
 *
 * Three rules keep it honest:
 * - An entry is trusted for `ttlMs` from the moment its read began, never from when it ended, so nothing
 *   that committed before a read started is shown for longer than `ttlMs`. That bound is what another
 *   instance's bookings rely on: this instance hears nothing of them.
 * - `forget(clientId)` drops an operator's entries the moment a change on this instance commits, so the
 *   customer who changed something sees it on their next read. A read in flight then is dropped with them:
 *   it may have begun before the change committed.
 * - Identical requests arriving together share one read (the first burst after a start, a release-time
 *   herd), and a failed read is never kept. The loads never run inside a caller's transaction, so sharing
 *   one cannot wait on a transaction that waits on it (the trap `recentlyRead` avoids on PGlite).
 *
 * An entry asked for in the last quarter of its life is read again in the background while it is still
 * served, so a day read all the time never makes its visitors wait for the database: on a PostgreSQL
 * server, every visitor arriving during that read's round trips waited, and that was the p99
 * (docs/decisions/032-start-up-and-shared-reads.md). The new read replaces the entry only if the entry is
 * still there when it ends: `forget` between the two drops both.
 */
export function createTimetableCache(ttlMs: number, now: () => number = Date.now, maxEntries = 2_000) {
  type Entry = { clientId: number; readFrom: number; value: Promise<unknown>; next?: Entry };
  const entries = new Map<string, Entry>();
  const refreshAfterMs = (ttlMs * 3) / 4;

  function dropExpired() {
    const at = now();
    for (const [key, entry] of entries) if (at - entry.readFrom >= ttlMs) entries.delete(key);
    // Still full of live entries (days asked for by a crawler, say): the oldest go first.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  function begin(fullKey: string, clientId: number, load: () => Promise<unknown>): Entry {
    const entry: Entry = { clientId, readFrom: now(), value: load() };
    entry.value.catch(() => {
      if (entries.get(fullKey) === entry) entries.delete(fullKey);
    });
    return entry;
  }

  /** Moved to the end of the map, so the size bound drops the entries read longest ago. */
  function install(fullKey: string, entry: Entry) {
    entries.delete(fullKey);
    entries.set(fullKey, entry);
  }

  return {
    read<V>(clientId: number, key: string, load: () => Promise<V>): Promise<V> {
      const fullKey = `${clientId}|${key}`;
      const found = entries.get(fullKey);
      if (found) {
        const age = now() - found.readFrom;
        if (age < ttlMs) {
          if (age >= refreshAfterMs && !found.next) {
            const next = begin(fullKey, clientId, load);
            found.next = next;
            next.value.then(
              () => {
                if (entries.get(fullKey) === found) install(fullKey, next);
              },
              () => {
                if (found.next === next) found.next = undefined;
              },
            );
          }
          return found.value as Promise<V>;
        }
        // Past its bound with a read again already under way: wait for that one, as any miss would.
        if (found.next && now() - found.next.readFrom < ttlMs) {
          install(fullKey, found.next);
          return found.next.value as Promise<V>;
        }
      }
      if (entries.size >= maxEntries) dropExpired();
      const entry = begin(fullKey, clientId, load);
      entries.set(fullKey, entry);
      return entry.value as Promise<V>;
    },

    /** Something of this operator's changed here: its next reads go to the database. */
    forget(clientId: number) {
      for (const [key, entry] of entries) if (entry.clientId === clientId) entries.delete(key);
    },
  };
}
export type TimetableCache = ReturnType<typeof createTimetableCache>;
