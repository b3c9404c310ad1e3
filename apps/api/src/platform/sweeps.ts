import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from './db/client';

const firstPassDelayMs = 5_000;

export type Sweep = { name: string; everyMs: number } & (
  | { lockKey: number; run: (tx: Executor) => Promise<number> }
  /**
   * Works in short transactions of its own, outside any lock, because what it takes up it leases row by
   * row (the payments' recovery): on PGlite's one connection a lock's transaction would shut it out.
   */
  | { drain: () => Promise<number> }
);

/**
 * Background sweeps: each runs on a timer in every instance, but only the instance whose transaction
 * wins the sweep's advisory lock does the work, and every sweep is safe to run twice.
 */
export function startSweeps(database: Database, sweeps: Sweep[], log: FastifyBaseLogger): () => void {
  const timers = sweeps.map((sweep) => {
    let running = false;
    const tick = async () => {
      // A slow pass is not overtaken by the next tick of the same sweep.
      if (running) return;
      running = true;
      try {
        if ('drain' in sweep) {
          const count = await sweep.drain();
          if (count > 0) log.info({ sweep: sweep.name, count }, 'sweep done');
          return;
        }
        const { lockKey, run } = sweep;
        await database.db.transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
          const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
          if (!rows[0]?.locked) return;
          const count = await run(tx);
          if (count > 0) log.info({ sweep: sweep.name, count }, 'sweep done');
        });
      } catch (err) {
        log.error({ err, sweep: sweep.name }, 'sweep failed');
      } finally {
        running = false;
      }
    };
    // A first pass soon after start: what a crash left behind (an authorised card with no order) is
    // recovered on the next start, not one whole interval later.
    const first = setTimeout(tick, Math.min(sweep.everyMs, firstPassDelayMs));
    const timer = setInterval(tick, sweep.everyMs);
    first.unref();
    timer.unref();
    return [first, timer] as const;
  });
  return () => {
    for (const [first, timer] of timers) {
      clearTimeout(first);
      clearInterval(timer);
    }
  };
}
