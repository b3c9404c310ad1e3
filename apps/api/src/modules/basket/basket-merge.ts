import type { Tx } from '../../platform/db/client';
import { createBasketRepository } from './basket.repository';
import { type BasketContext, openCart } from './basket-context';
import type { BasketOwner } from './basket-owner';
import { hashVisitorKey } from './visitor-basket';

/** A customer's own basket, booking for themself, as sign-in and family changes see it. */
const customerOwner = (clientId: number, userId: number): Extract<BasketOwner, { kind: 'user' }> => ({
  kind: 'user',
  clientId,
  userId,
  attendeeId: userId,
  creditUserId: userId,
});

/**
 * At sign-in, the visitor's basket joins the customer's open one in one transaction: their lines move
 * with their holds, become the customer's own, and a session already there (or already booked) is not
 * doubled. The visitor basket is marked merged. True when the visitor's cookie should be cleared.
 */
export function mergeVisitorBasket(ctx: BasketContext, clientId: number, userId: number, visitorKey: string) {
  const owner = customerOwner(clientId, userId);
  return ctx.db.transaction(async (tx) => {
    const repo = createBasketRepository(tx);
    const visitorCart = await repo.findOpenOfVisitor(clientId, hashVisitorKey(visitorKey), true);
    if (!visitorCart) return true;
    const { cart } = await openCart(tx, owner);
    await ctx.lines.adopt(tx, owner, cart, visitorCart);
    await repo.update(visitorCart.id, { status: 'merged' });
    return true;
  });
}

/**
 * A family member is being removed (docs/decisions/017), in the caller's transaction: their lines leave
 * the account holder's open basket, and the places they held with them; the basket stops booking for
 * them. The basket is locked first, so a checkout of it has either finished or waits for this commit.
 */
export async function dropAttendee(
  ctx: BasketContext,
  tx: Tx,
  clientId: number,
  holderUserId: number,
  attendeeUserId: number,
) {
  const repo = createBasketRepository(tx);
  const cart = await repo.findOpenOfUser(clientId, holderUserId, true);
  if (!cart) return;
  const theirs = (await repo.lines(cart.id)).filter((l) => l.purchasedForUserId === attendeeUserId);
  if (theirs.length > 0) {
    // A course's session goes only with its course, as in `remove`.
    await repo.deleteLines(cart.id, [...new Set(theirs.map((l) => l.parentItemId ?? l.id))]);
    await ctx.settle(tx, customerOwner(clientId, holderUserId), cart.id, true);
  }
  if (cart.selectedUserId === attendeeUserId) await repo.update(cart.id, { selectedUserId: null });
}
