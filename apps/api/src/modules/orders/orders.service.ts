import type { Order, OrderMembership } from '@leisure/contracts/checkout';
import type { OrdersQuery } from '@leisure/contracts/payments';
import type { Db, Executor } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { operatorTimeZone } from '../../platform/local-time';
import type { BookingsService } from '../bookings/bookings.service';
import { createUsersDirectory } from '../users/users-directory';
import { toOrder } from './order-view';
import {
  createOrdersRepository,
  type OrderItemRow,
  type OrderRow,
  type OrderTenderRow,
} from './orders.repository';

export type { OrderRow, OrderTenderRow };

import { type ReceiptCard, type ReceiptSeller, receiptPdf } from './receipt-pdf';

type Deps = {
  db: Db;
  bookings: BookingsService;
  clientOf: (clientId: number) => Promise<{ name: string; currency: string }>;
  /** The seller's details a receipt carries; the name alone when not given. */
  sellerOf?: (clientId: number) => Promise<ReceiptSeller>;
  /** The card that paid an order (brand and last four), from the gateway; null when none did. */
  cardOf?: (clientId: number, paymentId: number) => Promise<ReceiptCard | null>;
  /** The memberships orders paid for, each with the person it is for (the memberships module). */
  membershipsOf?: (
    clientId: number,
    paidFor: { orderId: number; userId: number }[],
    currency: string,
  ) => Promise<{ orderId: number; userId: number; details: OrderMembership }[]>;
};

/**
 * Orders as checkout writes them, in its transaction: found by idempotency key or id, opened with their
 * items, and marked reversed when their payment could not be captured.
 */
export function createOrderRecords(executor: Executor) {
  const repository = createOrdersRepository(executor);
  return {
    findByKey: repository.findByKey,
    findById: repository.findById,
    /** Null when an order with the same idempotency key exists already (orders_idempotency_key). */
    open: repository.insert,
    addItem: repository.insertItem,
    /** How the order was paid, a row a tender (the desk's takings read them). */
    addTenders: repository.insertTenders,
    markReversed: repository.markReversed,
  };
}

export function createOrdersService({ db, bookings, clientOf, sellerOf, cardOf, membershipsOf }: Deps) {
  const repository = createOrdersRepository(db);

  /**
   * Each membership item's membership, by item id: an order holds at most one join per person (one join
   * in progress each), and any more are matched to its items in the order both were made.
   */
  async function membershipsByItem(clientId: number, items: OrderItemRow[], currency: string) {
    const byItem = new Map<number, OrderMembership>();
    const paidFor = items
      .filter((i) => i.type === 'membership' && i.purchasedForUserId !== null)
      .map((i) => ({ itemId: i.id, orderId: i.orderId, userId: i.purchasedForUserId! }));
    if (!membershipsOf || paidFor.length === 0) return byItem;
    const left = await membershipsOf(clientId, paidFor, currency);
    for (const { itemId, orderId, userId } of paidFor) {
      const at = left.findIndex((m) => m.orderId === orderId && m.userId === userId);
      if (at >= 0) byItem.set(itemId, left.splice(at, 1)[0]!.details);
    }
    return byItem;
  }

  async function views(clientId: number, rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [items, booked, client] = await Promise.all([
      repository.itemsOf(ids),
      bookings.forOrders(clientId, ids),
      clientOf(clientId),
    ]);
    const users = createUsersDirectory(db);
    const attendeeIds = [
      ...new Set(items.map((i) => i.purchasedForUserId).filter((id): id is number => !!id)),
    ];
    const names = new Map<number, string>();
    for (const id of attendeeIds) {
      const name = await users.fullName(clientId, id);
      if (name !== null) names.set(id, name);
    }
    const memberships = await membershipsByItem(clientId, items, client.currency);
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((i) => i.orderId === row.id),
        booked.filter((b) => b.orderId === row.id),
        client.currency,
        names,
        memberships,
      ),
    );
  }

  /** Someone else's order is answered as missing, never as forbidden: its existence is not theirs to learn. */
  function own(session: SessionContext, row: OrderRow | null): OrderRow {
    if (!row || row.userId !== session.userId) throw notFound('Order not found.');
    return row;
  }

  return {
    /** Every order of the customer, newest first, or those of the days `from`–`to` (inclusive, either open). */
    async list(session: SessionContext, days: Partial<OrdersQuery> = {}): Promise<Order[]> {
      const rows = await repository.listForUser(session.clientId, session.userId, {
        ...days,
        timeZone: operatorTimeZone,
      });
      return views(session.clientId, rows);
    },
    async get(session: SessionContext, orderId: number): Promise<Order> {
      const row = own(session, await repository.findById(session.clientId, orderId));
      return (await views(session.clientId, [row]))[0]!;
    },
    /** One order by id for the service that made it (no session: the checkout and its recovery). */
    async view(clientId: number, orderId: number): Promise<Order> {
      const row = await repository.findById(clientId, orderId);
      if (!row) throw notFound('Order not found.');
      return (await views(clientId, [row]))[0]!;
    },
    /** A sale made at the desk, with how it was paid; null for any other order (or none). */
    async deskSale(clientId: number, orderId: number) {
      const row = await repository.findById(clientId, orderId);
      if (!row || row.staffUserId === null) return null;
      const [[order], tenders] = await Promise.all([views(clientId, [row]), repository.tendersOf([row.id])]);
      return { row, order: order!, tenders };
    },
    /** The desk's sales at a venue on one of its days, with their tenders, for the takings. */
    async deskSalesOn(clientId: number, venueId: number, day: string, timeZone: string) {
      const rows = await repository.deskOrdersOn(clientId, venueId, day, timeZone);
      return { rows, tenders: await repository.tendersOf(rows.map((r) => r.id)) };
    },
    async receipt(session: SessionContext, uuid: string) {
      const row = own(session, await repository.findByUuid(session.clientId, uuid));
      const [order] = await views(session.clientId, [row]);
      const seller = sellerOf
        ? await sellerOf(session.clientId)
        : { name: (await clientOf(session.clientId)).name, addressLines: [], vatNumber: '' };
      const card = cardOf && row.paymentId ? await cardOf(session.clientId, row.paymentId) : null;
      const bytes = await receiptPdf(order!, seller, card);
      return { contents: Buffer.from(bytes).toString('base64'), name: `receipt-${row.uuid}.pdf` };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
