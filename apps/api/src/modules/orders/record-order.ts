import type { Executor } from '../../platform/db/client';
import { createOrdersRepository } from './orders.repository';

export type RecordedOrder = {
  clientId: number;
  userId: number;
  cartId: number;
  idempotencyKey: string;
  /** Pence. */
  total: number;
  /** 'free' for an order of nothing, or the tender that paid it ('cash' at reception). */
  paymentType: string;
  source: string;
  item: { type: string; name: string; purchasedForUserId: number; price: number };
};

/**
 * An order of one item paid without a card: a change with nothing to pay (memberships), or a demo
 * membership paid at reception. Its idempotency key is unique per customer: a second is refused.
 */
export async function recordOrder(executor: Executor, order: RecordedOrder): Promise<number> {
  const orders = createOrdersRepository(executor);
  const { item, ...values } = order;
  const placed = await orders.insert(values);
  if (!placed) throw new Error(`order ${order.idempotencyKey} already exists`);
  await orders.insertItem({ clientId: order.clientId, orderId: placed.id, ...item });
  return placed.id;
}
