import type { Executor } from '../../platform/db/client';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { releaseJoin } from './membership-line';
import { lineTypeOf } from './membership-line-kinds';
import { recordMoves, transitions } from './membership-transitions';
import { createMembershipsRepository } from './memberships.repository';

/** A join left in a basket this long is let go: its code's use and its instruction go back. */
export const abandonedJoinMs = 24 * 3_600_000;

export type JoinSweepDeps = {
  mandates: { release(executor: Executor, id: number): Promise<boolean> };
  /** Takes a basket's lines of these memberships out (the basket module's own write). */
  dropLines(executor: Executor, cartableType: string, cartableIds: number[]): Promise<void>;
};

/** Paid memberships whose start date has come are active from then (spec part 2: pending until it starts). */
export async function startDueMemberships(tx: Executor, now: Date): Promise<number> {
  const started = await createMembershipsRepository(tx).activateStarted(now);
  await recordMoves(
    tx,
    'activate',
    started.map((m) => ({ ...m, from: 'pending' })),
  );
  return started.length;
}

/** Joins, changes and renewals nobody paid for within a day: out of their baskets, their holds released. */
export async function releaseAbandonedJoins(tx: Executor, now: Date, deps: JoinSweepDeps): Promise<number> {
  const abandoned = await createMembershipsRepository(tx).unpaidSince(
    new Date(now.getTime() - abandonedJoinMs),
    100,
  );
  if (abandoned.length === 0) return 0;
  for (const origin of new Set(abandoned.map((m) => m.origin)))
    await deps.dropLines(
      tx,
      lineTypeOf(origin),
      abandoned.filter((m) => m.origin === origin).map((m) => m.id),
    );
  for (const membership of abandoned) await releaseJoin(tx, deps.mandates, membership);
  return abandoned.length;
}

/** Memberships whose last day has passed are expired (a change's old membership, a single payment's term). */
export async function endFinishedMemberships(tx: Executor, now: Date): Promise<number> {
  const repo = createMembershipLifecycleRepository(tx);
  const ended = await repo.endedBy(now, 500);
  await repo.moveStatus(
    ended.map((m) => m.id),
    transitions.expire.from,
    transitions.expire.to,
  );
  await recordMoves(tx, 'expire', ended);
  return ended.length;
}
