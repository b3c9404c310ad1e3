import type { Executor } from '../../platform/db/client';
import type { LineBasket } from '../basket/line-type';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { lineTypeOf } from './membership-line-kinds';
import { createMembershipsRepository } from './memberships.repository';

export { membershipChangeLineType, membershipRenewalLineType } from './membership-line-kinds';

/** The basket line of a membership waiting in this basket, if it is still there. */
export async function lineOfSuccessor(basket: LineBasket, membership: { id: number; origin: string }) {
  const type = lineTypeOf(membership.origin);
  return (await basket.store.lines()).find((l) => l.cartableType === type && l.cartableId === membership.id);
}

/**
 * Lets go of a change or renewal of this membership still waiting in a basket: its line comes out of
 * this basket (or, from another basket, the checkout refuses it: it is gone) and it is forgotten.
 */
export async function dropUnpaidSuccessor(tx: Executor, basket: LineBasket, previousId: number) {
  const waiting = await createMembershipLifecycleRepository(tx).unpaidSuccessor(previousId);
  if (!waiting) return null;
  const line = await lineOfSuccessor(basket, waiting);
  if (line) await basket.store.remove([line.id]);
  await createMembershipsRepository(tx).removeUnpaid(waiting.id);
  return waiting;
}
