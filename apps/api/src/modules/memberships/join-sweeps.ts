import type { Executor } from '../../platform/db/client';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { releaseJoin } from './membership-line';
import { lineTypeOf } from './membership-line-kinds';
import { createMembershipsRepository } from './memberships.repository';

/** A join left in a basket this long is let go: its code's use and its instruction go back. */
export const abandonedJoinMs = 24 * 3_600_000;

export type JoinSweepDeps = {
  mandates: { release(executor: Executor, id: number): Promise<boolean> };
  /** Takes a basket's lines of these memberships out (the basket module's own write). */
  dropLines(executor: Executor, cartableType: string, cartableIds: number[]): Promise<void>;
};

/** Paid memberships whose start date has come are active from then (spec part 2: pending until it starts). */
export const startDueMemberships = (tx: Executor, now: Date) =>
  createMembershipsRepository(tx).activateStarted(now);

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
export const endFinishedMemberships = (tx: Executor, now: Date) =>
  createMembershipLifecycleRepository(tx).expireEnded(now);
