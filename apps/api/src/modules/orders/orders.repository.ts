import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { orderItems, orders, orderTenders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTenderRow = typeof orderTenders.$inferSelect;

export function createOrdersRepository(db: Executor) {
  return {
    /** The order a pay call with this key made, if any (orders_idempotency_key). */
    async findByKey(clientId: number, userId: number, idempotencyKey: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            eq(orders.userId, userId),
            eq(orders.idempotencyKey, idempotencyKey),
          ),
        );
      return row ?? null;
    },
    /**
     * Inserts the order; null when another transaction holds the same key. The insert waits on that
     * transaction's lock on the key and only then reports the conflict, so a caller that gets null can
     * read the first attempt's committed order.
     */
    async insert(values: typeof orders.$inferInsert): Promise<OrderRow | null> {
      const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async insertItem(values: typeof orderItems.$inferInsert): Promise<number> {
      const [row] = await db.insert(orderItems).values(values).returning({ id: orderItems.id });
      return row!.id;
    },
    async insertTenders(values: Omit<typeof orderTenders.$inferInsert, 'id' | 'createdAt'>[]): Promise<void> {
      if (values.length > 0) await db.insert(orderTenders).values(values);
    },
    /** order_tenders_order_idx. */
    async tendersOf(orderIds: number[]): Promise<OrderTenderRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderTenders)
        .where(inArray(orderTenders.orderId, orderIds))
        .orderBy(asc(orderTenders.id));
    },
    /**
     * The desk's orders at a venue on one local day (orders_desk_takings_idx), placed and not reversed:
     * the day's local midnights as instants keep the index range.
     */
    async deskOrdersOn(
      clientId: number,
      venueId: number,
      day: string,
      timeZone: string,
    ): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            eq(orders.venueId, venueId),
            sql`${orders.staffUserId} is not null`,
            eq(orders.status, 'placed'),
            sql`${orders.createdAt} >= (${day}::date::timestamp at time zone ${timeZone})`,
            sql`${orders.createdAt} < ((${day}::date + 1)::timestamp at time zone ${timeZone})`,
          ),
        )
        .orderBy(asc(orders.id));
    },
    /** Placed → reversed; false when it was not placed (undone already). */
    async markReversed(clientId: number, orderId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'reversed', reversedAt: at })
        .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId), eq(orders.status, 'placed')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    async setPayment(orderId: number, paymentId: number) {
      await db.update(orders).set({ paymentId }).where(eq(orders.id, orderId));
    },
    /**
     * The customer's orders, newest first, all of them (orders_user_created_idx), or those made between
     * two calendar days inclusive in the operator's zone: local midnights as instants keep the index range.
     */
    async listForUser(
      clientId: number,
      userId: number,
      { from, to, timeZone }: { from?: string | undefined; to?: string | undefined; timeZone: string },
    ): Promise<OrderRow[]> {
      const within: SQL[] = [];
      if (from) within.push(sql`${orders.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})`);
      if (to) within.push(sql`${orders.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`);
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.userId, userId), ...within))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
    async findById(clientId: number, id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.id, id)));
      return row ?? null;
    },
    async findByUuid(clientId: number, uuid: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.uuid, uuid)));
      return row ?? null;
    },
    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
