import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from './db/client';

const firstPassDelayMs = 5_000;

export type Sweep = {
  name: string;
  lockKey: number;
  everyMs: number;
  run: (tx: Executor) => Promise<number>;
};

/**
 * Background sweeps: each runs on a timer in every instance, but only the instance whose transaction
 * wins the sweep's advisory lock does the work, and every sweep is safe to run twice.
 */
export function startSweeps(database: Database, sweeps: Sweep[], log: FastifyBaseLogger): () => void {
  const timers = sweeps.map((sweep) => {
    const tick = async () => {
      try {
        await database.db.transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${sweep.lockKey}) as locked`);
          const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
          if (!rows[0]?.locked) return;
          const count = await sweep.run(tx);
          if (count > 0) log.info({ sweep: sweep.name, count }, 'sweep done');
        });
      } catch (err) {
        log.error({ err, sweep: sweep.name }, 'sweep failed');
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
