import type { Tx } from '../../platform/db/client';
import { createBasketRepository } from './basket.repository';
import { totalOf } from './cart-view';
import type { BasketLine } from './line-type';
import type { Tender } from './tender-rules';

/** A basket line as checkout reads it: the line types' own view of a line. */
export type CheckoutLine = BasketLine;

export type CheckoutCart = {
  cartId: number;
  uuid: string;
  userId: number;
  selectedUserId: number | null;
  lines: CheckoutLine[];
  /** A cheque's or voucher's with its reference (the desk's), any other's null. */
  tenders: (Tender & { reference: string | null })[];
  /** Minor units: what the lines cost, what the tenders cover, and what is left for a card. */
  totals: { total: number; tendered: number; balance: number };
};

/**
 * The customer's open basket (or, with `deskCustomerId`, the staff member's desk basket for that customer),
 * its row locked (SELECT … FOR UPDATE) until the checkout's transaction ends, so two pay calls for one
 * basket take turns and the second finds it completed.
 */
export async function lockOpenCartForCheckout(
  tx: Tx,
  { clientId, userId, deskCustomerId }: { clientId: number; userId: number; deskCustomerId?: number },
): Promise<CheckoutCart | null> {
  const repo = createBasketRepository(tx);
  const cart = deskCustomerId
    ? await repo.findOpenAtDesk(clientId, userId, deskCustomerId, true)
    : await repo.findOpenOfUser(clientId, userId, true);
  if (!cart) return null;
  const [rows, tenders] = await Promise.all([repo.lines(cart.id), repo.tenders(cart.id)]);
  const lines: CheckoutLine[] = rows.map((r) => ({
    id: r.id,
    cartableType: r.cartableType,
    cartableId: r.cartableId,
    occurrenceId: r.occurrenceId,
    pricingOptionId: r.pricingOptionId,
    purchasedForUserId: r.purchasedForUserId,
    parentItemId: r.parentItemId,
    unitPrice: r.unitPrice,
    quantity: r.quantity,
    benefitApplied: r.benefitApplied,
    packageApplied: r.packageApplied,
    holdExpiresAt: r.holdExpiresAt,
    name: r.name,
  }));
  const total = totalOf(lines);
  const tendered = tenders.reduce((sum, t) => sum + t.amount, 0);
  return {
    cartId: cart.id,
    uuid: cart.uuid,
    userId,
    selectedUserId: cart.selectedUserId,
    lines,
    tenders: tenders as (Tender & { reference: string | null })[],
    totals: { total, tendered, balance: Math.max(0, total - tendered) },
  };
}

/** Stores the prices the checkout found current (a price changed since the line was added). */
export async function repriceLines(
  tx: Tx,
  cartId: number,
  changes: {
    lineId: number;
    unitPrice: number;
    pricingOptionId: number | null;
    benefitApplied?: boolean;
    packageApplied?: boolean;
  }[],
): Promise<void> {
  const repo = createBasketRepository(tx);
  for (const { lineId, ...price } of changes) await repo.updateLine(cartId, lineId, price);
}

/** The basket became an order: it is closed, names the order, and its places are no longer held. */
export async function completeCart(tx: Tx, cartId: number, orderId: number): Promise<void> {
  const repo = createBasketRepository(tx);
  await repo.update(cartId, { status: 'completed', completedOrderId: orderId });
  await repo.releaseHolds(cartId);
}

export { heldPlaces, heldPlacesByOthers } from './basket.repository';
