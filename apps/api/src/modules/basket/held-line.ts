import type { Executor } from '../../platform/db/client';
import { createBasketRepository } from './basket.repository';

export type HeldLine = {
  clientId: number;
  /** Whose open basket the line goes in (opened if they have none). */
  ownerUserId: number;
  attendeeUserId: number;
  occurrenceId: number;
  name: string;
  pricingOptionId: number;
  unitPrice: number;
  benefitApplied: boolean;
  packageApplied: boolean;
  holdExpiresAt: Date;
};

/**
 * Locks the customer's open basket, if they have one, for the rest of the caller's transaction. A writer
 * that will put a line in it takes this before any session's lock: the order in which the basket's own
 * writes and the checkout lock (basket, then sessions), so the two never wait on each other.
 */
export async function lockOpenBasketOf(tx: Executor, clientId: number, userId: number): Promise<void> {
  await createBasketRepository(tx).findOpenOfUser(clientId, userId, true);
}

/**
 * Puts a session in a customer's basket, holding its place, inside the caller's transaction (the caller
 * has locked the session and decided the place is theirs, as an accepted waitlist offer is). A line
 * already there for the same person is held again at the new price rather than doubled.
 */
export async function holdPlaceInBasket(tx: Executor, line: HeldLine): Promise<number> {
  const repo = createBasketRepository(tx);
  const cart =
    (await repo.findOpenOfUser(line.clientId, line.ownerUserId, true)) ??
    (await repo.insertForUser(line.clientId, line.ownerUserId)) ??
    (await repo.findOpenOfUser(line.clientId, line.ownerUserId, true))!;
  const price = {
    pricingOptionId: line.pricingOptionId,
    unitPrice: line.unitPrice,
    benefitApplied: line.benefitApplied,
    packageApplied: line.packageApplied,
    holdExpiresAt: line.holdExpiresAt,
  };
  const existing = (await repo.lines(cart.id)).find(
    (l) => l.occurrenceId === line.occurrenceId && l.purchasedForUserId === line.attendeeUserId,
  );
  if (existing) {
    await repo.updateLine(cart.id, existing.id, price);
    return existing.id;
  }
  const id = await repo.insertLine({
    clientId: line.clientId,
    cartId: cart.id,
    cartableType: 'activity',
    cartableId: line.occurrenceId,
    occurrenceId: line.occurrenceId,
    purchasedForUserId: line.attendeeUserId,
    name: line.name,
    ...price,
  });
  return id!;
}
