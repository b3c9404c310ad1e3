import type { MembershipStatus } from '@leisure/contracts/memberships';
import type { Executor } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';

/**
 * The membership lifecycle: every way a membership's status may change, in one table. A move not in it
 * is refused; each move is one conditional update (so two at once cannot both happen) and one audit row,
 * in the caller's transaction.
 */
export const transitions = {
  /** Paid for and its first day come (a join, change or renewal). */
  activate: { from: ['pending'], to: 'active' },
  /** An approved freeze's first day. */
  freeze: { from: ['active'], to: 'frozen' },
  /** The day after a freeze's last. */
  unfreeze: { from: ['frozen'], to: 'active' },
  /** Too many failed collections, or proof of eligibility not given in time. */
  suspend: { from: ['active', 'frozen'], to: 'suspended' },
  /** The arrears paid, or the proof approved. */
  reinstate: { from: ['suspended'], to: 'active' },
  /** Cancelled at once (a single payment), after its final day (a monthly one), or its order undone. */
  cancel: { from: ['pending', 'active', 'frozen', 'suspended'], to: 'cancelled' },
  /** Its term over, or replaced by a change. */
  expire: { from: ['active', 'frozen', 'suspended'], to: 'expired' },
} as const satisfies Record<string, { from: readonly MembershipStatus[]; to: MembershipStatus }>;

export type MembershipEvent = keyof typeof transitions;
export type Actor = { kind: 'customer' | 'staff' | 'system'; userId?: number | null };

export const transitionRefusedMessage = 'This membership cannot do that now.';

/** Whether the table allows a move from a status. */
export const allows = (event: MembershipEvent, from: string) =>
  (transitions[event].from as readonly string[]).includes(from);

/**
 * Moves one membership by an event of the table, writing its audit row: 409 when its status does not
 * allow it (read under the update, so a move made meanwhile by another transaction counts).
 */
export async function transition(
  tx: Executor,
  membership: { id: number; clientId: number },
  event: MembershipEvent,
  actor: Actor,
  details: Record<string, unknown> = {},
): Promise<{ from: MembershipStatus; to: MembershipStatus }> {
  const rule = transitions[event];
  const repo = createMembershipLifecycleRepository(tx);
  const before = await repo.lockStatus(membership.clientId, membership.id);
  if (before === null || !allows(event, before)) throw new HttpError(409, transitionRefusedMessage);
  await repo.moveStatus(membership.id, rule.from, rule.to);
  await repo.insertEvents([
    {
      clientId: membership.clientId,
      membershipId: membership.id,
      event,
      fromStatus: before,
      toStatus: rule.to,
      actor: actor.kind,
      actorUserId: actor.userId ?? null,
      details,
    },
  ]);
  return { from: before as MembershipStatus, to: rule.to };
}

/** The audit rows of moves a sweep made in bulk (the statuses it read are the `from`). */
export async function recordMoves(
  tx: Executor,
  event: MembershipEvent,
  moved: { id: number; clientId: number; from: string }[],
  details: Record<string, unknown> = {},
) {
  await createMembershipLifecycleRepository(tx).insertEvents(
    moved.map((m) => ({
      clientId: m.clientId,
      membershipId: m.id,
      event,
      fromStatus: m.from,
      toStatus: transitions[event].to,
      actor: 'system',
      details,
    })),
  );
}
