import type { Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { localDate } from '../../platform/local-time';
import { type LineType, plainResource } from '../basket/line-type';
import { notInBasketsMessage } from '../basket/line-types';
import { createMembershipCatalogueRepository } from './membership-catalogue.repository';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import {
  membershipChangeLineType,
  membershipRenewalLineType,
  newMembershipLineType,
} from './membership-line-kinds';
import { standingMessages } from './membership-standing';
import { recordMoves, transition } from './membership-transitions';
import { createMembershipsRepository, type MembershipRow } from './memberships.repository';

export { newMembershipLineType } from './membership-line-kinds';
export const joinGoneMessage =
  'This membership is no longer waiting in your basket. Please choose your membership again.';
export const startPassedMessage =
  'The start date of this membership has passed. Please choose your membership again.';

/**
 * Lets go of a join that will not be paid for: its code's use goes back, its instruction is released
 * and the membership (with any answers) is forgotten. Its basket line is the caller's to remove.
 */
export async function releaseJoin(
  tx: Executor,
  mandates: Pick<MembershipLineDeps['mandates'], 'release'>,
  membership: Pick<MembershipRow, 'id' | 'promotionId' | 'mandateId' | 'origin'>,
) {
  if (membership.promotionId !== null)
    await createMembershipCatalogueRepository(tx).returnPromotionUse(membership.promotionId);
  // A change carries the instruction of the membership it replaces: that one is not the change's to let go.
  if (membership.mandateId !== null && membership.origin === 'join')
    await mandates.release(tx, membership.mandateId);
  await createMembershipsRepository(tx).removeUnpaid(membership.id);
}

/** The end a changed membership had before the change, kept with the change. */
function previousEndOf(costs: unknown): Date | null {
  const end = (costs as { previousEnd?: unknown } | null)?.previousEnd;
  return typeof end === 'string' ? new Date(end) : null;
}

export type MembershipLineDeps = {
  mandates: {
    requestSubmission(executor: Executor, id: number): Promise<boolean>;
    release(executor: Executor, id: number): Promise<boolean>;
    cancel(executor: Executor, id: number): Promise<boolean>;
  };
  /** Read in the caller's transaction: on the embedded database a read beside it would wait for it. */
  timeZoneOf(executor: Executor, clientId: number, venueId: number | null): Promise<string>;
};

/**
 * A membership joined online, waiting in the basket (docs/decisions/043-joining-submit.md). It is written
 * by the join call, never by the cart's add call, at the price the quote gave; at pay its membership is
 * locked and must still be waiting, for the same person, with its start date not yet past. The order
 * makes it active (or leaves it pending until it starts) and asks for its direct-debit instruction.
 */
export function createMembershipLineType(deps: MembershipLineDeps): LineType {
  return {
    name: 'membership',
    addTypes: [],
    cartableTypes: [newMembershipLineType, membershipRenewalLineType, membershipChangeLineType],

    async add() {
      throw new HttpError(422, notInBasketsMessage);
    },

    async show(_executor, _clientId, lines) {
      return new Map(
        lines.map((l) => [
          l.id,
          { ...plainResource(l), newMembership: l.cartableType === newMembershipLineType },
        ]),
      );
    },

    async checkAtPay(tx, order, lines) {
      const repo = createMembershipsRepository(tx);
      const locked = new Map(
        (
          await repo.lockByIds(
            order.clientId,
            lines.map((l) => l.cartableId ?? 0),
          )
        ).map((m) => [m.id, m]),
      );
      for (const line of lines) {
        const membership = locked.get(line.cartableId ?? 0);
        if (
          membership?.status !== 'pending' ||
          membership.orderId !== null ||
          membership.userId !== line.purchasedForUserId
        )
          throw new HttpError(409, joinGoneMessage);
        const timeZone = await deps.timeZoneOf(tx, order.clientId, membership.homeVenueId);
        if (localDate(membership.startsAt, timeZone) < localDate(order.now, timeZone))
          throw new HttpError(409, startPassedMessage);
      }
      // What a change replaces is locked too, and must still be running: it ends as the change begins.
      const lifecycle = createMembershipLifecycleRepository(tx);
      const replaced = new Map<number, MembershipRow>();
      for (const membership of locked.values()) {
        if (membership.origin !== 'change' || membership.previousMembershipId === null) continue;
        const old = await lifecycle.lock(order.clientId, membership.previousMembershipId);
        if (old?.status !== 'active') throw new HttpError(409, standingMessages.ended);
        replaced.set(membership.id, old);
      }
      return {
        // Priced once, at the join: the quote is what the customer agreed to, and the line carries it.
        stale: [],
        async fulfil(tx, order, line) {
          const membership = locked.get(line.cartableId!)!;
          const started = membership.startsAt <= order.now;
          await createMembershipsRepository(tx).markPaid(
            membership.id,
            order.orderId,
            started ? 'active' : 'pending',
          );
          if (started)
            await recordMoves(tx, 'activate', [{ ...membership, from: 'pending' }], {
              orderId: order.orderId,
            });
          const old = replaced.get(membership.id);
          if (old) await createMembershipLifecycleRepository(tx).setEnd(old.id, membership.startsAt);
          else if (membership.mandateId !== null && membership.origin === 'join')
            await deps.mandates.requestSubmission(tx, membership.mandateId);
          return { made: membership.id };
        },
      };
    },

    async removed(tx, clientId, lines) {
      const repo = createMembershipsRepository(tx);
      const joins = await repo.lockByIds(
        clientId,
        lines.map((l) => l.cartableId ?? 0),
      );
      for (const membership of joins)
        if (membership.status === 'pending' && membership.orderId === null)
          await releaseJoin(tx, deps.mandates, membership);
    },

    orderItem: (line) => ({ type: 'membership', purchasedForUserId: line.purchasedForUserId }),

    async reverse(tx: Tx, { orderId }) {
      const repo = createMembershipsRepository(tx);
      const undone = await repo.paidBy(orderId);
      for (const membership of undone) {
        await transition(tx, membership, 'cancel', { kind: 'system' }, { reason: 'order undone', orderId });
        if (membership.origin !== 'join') {
          // A change gives the membership it replaced its end back; a renewal simply does not happen.
          if (membership.origin === 'change' && membership.previousMembershipId !== null)
            await createMembershipLifecycleRepository(tx).setEnd(
              membership.previousMembershipId,
              previousEndOf(membership.joiningCosts),
            );
          continue;
        }
        // Its own new instruction goes: released if not yet sent, else cancelled at the provider. One
        // it shares with the member's other memberships stays.
        const own = membership.mandateId;
        if (own !== null && !(await repo.mandateSharedBeyond(own, membership.id))) {
          if (!(await deps.mandates.release(tx, own))) await deps.mandates.cancel(tx, own);
        }
        if (membership.promotionId !== null)
          await createMembershipCatalogueRepository(tx).returnPromotionUse(membership.promotionId);
      }
      return undone.map((m) => m.name);
    },
  };
}
