import type { Executor } from '../../platform/db/client';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import { type LinePrice, type LineType, plainResource } from '../basket/line-type';
import { createPenaltiesRepository } from './penalties.repository';

export const feeLineType = 'penalty';
export const feeInBasketMessage = 'This fee is already in your basket.';
export const feePaidMessage = 'This fee has already been paid.';
export const signInToPayFeesMessage = 'Please sign in to pay your fees.';

const maxId = 2_147_483_647;

/**
 * An unpaid fee, paid through the basket (docs/decisions/019-line-types.md): added by its id for the
 * customer who owes it (or a family member they act for), priced at what is owed, holding nothing. At
 * pay its row is locked and must still be unpaid, so two baskets holding one fee pay it once; the order
 * marks it paid, and an order that is undone makes it owed again.
 */
/** Told of each fee an order pays, in that order's transaction (a failed collection's reinstates its membership). */
export type FeePaid = (
  tx: Executor,
  fee: { clientId: number; penaltyId: number; orderId: number },
) => Promise<void>;

export const createFeeLine = ({ paid }: { paid?: FeePaid } = {}): LineType => ({
  name: 'fee',
  addTypes: [feeLineType],
  cartableTypes: [feeLineType],

  async add(tx, basket, items) {
    const { owner, store } = basket;
    if (owner.kind === 'visitor') throw unauthenticated(signInToPayFeesMessage);
    const ids = items.map((i) => Number(i.id)).filter((id) => id <= maxId);
    const fees = new Map(
      (await createPenaltiesRepository(tx).byIds(owner.clientId, ids)).map((f) => [f.id, f]),
    );
    for (const item of items) {
      const fee = fees.get(Number(item.id));
      // Someone else's fee is not found, as if it did not exist.
      if (!fee || fee.userId !== basket.attendeeOf(item.purchasedForUserId)) throw notFound();
      if (fee.status !== 'unpaid') throw new HttpError(409, feePaidMessage);
      const lines = await store.lines();
      if (lines.some((l) => l.cartableType === feeLineType && l.cartableId === fee.id))
        throw new HttpError(409, feeInBasketMessage);
      await store.insert({
        cartableType: feeLineType,
        cartableId: fee.id,
        purchasedForUserId: fee.userId,
        name: fee.description,
        unitPrice: fee.feeAmount,
      });
    }
  },

  async show(executor, clientId, lines) {
    const fees = await createPenaltiesRepository(executor).byIds(
      clientId,
      lines.flatMap((l) => (l.cartableId ? [l.cartableId] : [])),
    );
    const venueOf = new Map(fees.map((f) => [f.id, f.venueName]));
    return new Map(
      lines.map((l) => [l.id, { ...plainResource(l), venueName: venueOf.get(l.cartableId ?? 0) ?? null }]),
    );
  },

  async checkAtPay(tx, order, lines) {
    const repo = createPenaltiesRepository(tx);
    const fees = new Map(
      (
        await repo.byIds(
          order.clientId,
          lines.map((l) => l.cartableId ?? 0),
          true,
        )
      ).map((f) => [f.id, f]),
    );
    const stale: LinePrice[] = [];
    for (const line of lines) {
      const fee = fees.get(line.cartableId ?? 0);
      if (fee?.status !== 'unpaid' || fee.userId !== line.purchasedForUserId)
        throw new HttpError(409, feePaidMessage);
      if (fee.feeAmount !== line.unitPrice) {
        const price = { unitPrice: fee.feeAmount, pricingOptionId: null };
        stale.push({ lineId: line.id, ...price, benefitApplied: false, packageApplied: false });
      }
    }
    return {
      stale,
      async fulfil(tx, order, line) {
        if (!(await createPenaltiesRepository(tx).markPaid(order.clientId, line.cartableId!, order.orderId)))
          throw new HttpError(409, feePaidMessage);
        await paid?.(tx, { clientId: order.clientId, penaltyId: line.cartableId!, orderId: order.orderId });
        return {};
      },
    };
  },

  orderItem: (line) => ({ type: feeLineType, purchasedForUserId: line.purchasedForUserId }),
  reverse: (tx, { orderId }) => createPenaltiesRepository(tx).unpayOrder(orderId),
});

export const feeLine: LineType = createFeeLine();
