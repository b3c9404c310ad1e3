import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { preparedPer } from '../../platform/db/prepared';
import { waitlistEntries } from '../waitlists/waitlists.tables';
import { cartItems, cartPayments, carts } from './basket.tables';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartItems.$inferSelect;
export type TenderRow = { tenderType: string; amount: number; reference: string | null };
export type NewLine = Omit<typeof cartItems.$inferInsert, 'id' | 'createdAt'>;
type LineChange = Partial<
  Pick<
    CartLineRow,
    | 'cartId'
    | 'pricingOptionId'
    | 'purchasedForUserId'
    | 'name'
    | 'unitPrice'
    | 'benefitApplied'
    | 'packageApplied'
    | 'holdExpiresAt'
  >
>;

/** Baskets, their lines and their tenders. Every query names the basket or the operator. */
/**
 * One statement for both kinds of hold, built once and the same text for any number of sessions: every
 * timetable call and every add asks it.
 */
const heldStatement = preparedPer((db) =>
  db
    .select({ occurrenceId: sql<number>`${cartItems.occurrenceId}`, held: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        sql`${cartItems.occurrenceId} = any(${sql.placeholder('ids')})`,
        gt(cartItems.holdExpiresAt, sql.placeholder('now')),
        eq(carts.status, 'open'),
        ne(cartItems.cartId, sql.placeholder('except')),
      ),
    )
    .groupBy(cartItems.occurrenceId)
    .unionAll(
      // A live waitlist offer holds its place like a basket line (waitlist_entries_queue_idx).
      db
        .select({ occurrenceId: waitlistEntries.occurrenceId, held: count() })
        .from(waitlistEntries)
        .where(
          and(
            sql`${waitlistEntries.occurrenceId} = any(${sql.placeholder('ids')})`,
            eq(waitlistEntries.status, 'offered'),
            gt(waitlistEntries.offerExpiresAt, sql.placeholder('now')),
          ),
        )
        .groupBy(waitlistEntries.occurrenceId),
    )
    .prepare('held_places'),
);

// Every basket answered reads its lines and tenders, and every add and pay reads them in its transaction.
const linesStatement = preparedPer((db) =>
  db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.id))
    .prepare('basket_lines'),
);
const tendersStatement = preparedPer((db) =>
  db
    .select({
      tenderType: cartPayments.tenderType,
      amount: cartPayments.amount,
      reference: cartPayments.reference,
    })
    .from(cartPayments)
    .where(eq(cartPayments.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartPayments.id))
    .prepare('basket_tenders'),
);

export function createBasketRepository(db: Executor) {
  const openOf = (clientId: number) => and(eq(carts.clientId, clientId), eq(carts.status, 'open'));
  return {
    /** carts_one_open_per_user_key; `lock` takes the row for the rest of the transaction. */
    async findOpenOfUser(clientId: number, userId: number, lock = false): Promise<CartRow | null> {
      const query = db
        .select()
        .from(carts)
        .where(and(openOf(clientId), eq(carts.userId, userId), eq(carts.kind, 'online')))
        .limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },
    /** carts_one_open_per_desk_customer_key: a staff member's open basket for one customer. */
    async findOpenAtDesk(
      clientId: number,
      staffUserId: number,
      customerId: number,
      lock = false,
    ): Promise<CartRow | null> {
      const query = db
        .select()
        .from(carts)
        .where(
          and(
            openOf(clientId),
            eq(carts.userId, staffUserId),
            eq(carts.kind, 'foh'),
            eq(carts.selectedUserId, customerId),
          ),
        )
        .limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },
    /** The new desk basket, or null when a concurrent call opened it first. */
    async insertAtDesk(clientId: number, staffUserId: number, customerId: number): Promise<CartRow | null> {
      const [row] = await db
        .insert(carts)
        .values({ clientId, userId: staffUserId, kind: 'foh', selectedUserId: customerId })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    /** carts_visitor_key: a visitor's basket that is still theirs (not merged, not paid). */
    async findOpenOfVisitor(clientId: number, keyHash: string, lock = false): Promise<CartRow | null> {
      const query = db
        .select()
        .from(carts)
        .where(and(openOf(clientId), eq(carts.visitorKeyHash, keyHash), isNull(carts.userId)))
        .limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },
    /** A no-op when the user already has an open basket (a concurrent first add), which the caller then finds. */
    /** The new basket, or null when another call opened the customer's basket first (their one open basket). */
    async insertForUser(clientId: number, userId: number): Promise<CartRow | null> {
      const [row] = await db.insert(carts).values({ clientId, userId }).onConflictDoNothing().returning();
      return row ?? null;
    },
    async insertForVisitor(clientId: number, visitorKeyHash: string): Promise<CartRow> {
      const [row] = await db.insert(carts).values({ clientId, visitorKeyHash }).returning();
      return row!;
    },
    async update(
      cartId: number,
      values: Partial<Pick<CartRow, 'status' | 'selectedUserId' | 'completedOrderId'>>,
    ) {
      await db
        .update(carts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    },

    /** cart_items_cart_idx. */
    lines(cartId: number): Promise<CartLineRow[]> {
      return linesStatement(db).execute({ cartId });
    },
    async line(cartId: number, lineId: number): Promise<CartLineRow | null> {
      const rows = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, lineId)))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Null when the basket already has this session for this person (cart_items_once_per_person_key). */
    async insertLine(values: NewLine): Promise<number | null> {
      const rows = await db
        .insert(cartItems)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      return rows[0]?.id ?? null;
    },
    async updateLine(cartId: number, lineId: number, values: LineChange): Promise<void> {
      await db
        .update(cartItems)
        .set(values)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, lineId)));
    },
    /** Ids of the lines removed (child lines go with their parent by the foreign key). */
    async deleteLines(cartId: number, lineIds: number[] | 'all'): Promise<number[]> {
      const where =
        lineIds === 'all'
          ? eq(cartItems.cartId, cartId)
          : and(eq(cartItems.cartId, cartId), inArray(cartItems.id, lineIds));
      const rows = await db.delete(cartItems).where(where).returning({ id: cartItems.id });
      return rows.map((r) => r.id);
    },
    /** Lines of these things in any open basket (a membership's join let go by its sweep). */
    async deleteLinesOf(cartableType: string, cartableIds: number[]): Promise<void> {
      if (cartableIds.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartableType, cartableType), inArray(cartItems.cartableId, cartableIds)));
    },
    async releaseHolds(cartId: number): Promise<void> {
      await db.update(cartItems).set({ holdExpiresAt: null }).where(eq(cartItems.cartId, cartId));
    },

    /**
     * Places held per session: by live lines of open baskets (cart_items_held_idx), leaving out one
     * basket's own when `exceptCartId` is given, and by live waitlist offers.
     */
    async heldPlaces(
      occurrenceIds: number[],
      now: Date,
      exceptCartId?: number,
    ): Promise<Map<number, number>> {
      if (occurrenceIds.length === 0) return new Map();
      // No basket has id 0: leaving it out leaves out none.
      const rows = await heldStatement(db).execute({ ids: occurrenceIds, now, except: exceptCartId ?? 0 });
      const held = new Map<number, number>();
      for (const r of rows) held.set(r.occurrenceId, (held.get(r.occurrenceId) ?? 0) + Number(r.held));
      return held;
    },

    tenders(cartId: number): Promise<TenderRow[]> {
      return tendersStatement(db).execute({ cartId });
    },
    /** A cheque's number or a voucher's code goes with its tender; any other tender has none. */
    async putTender(cartId: number, tenderType: string, amount: number, reference: string | null = null) {
      await db
        .insert(cartPayments)
        .values({ cartId, tenderType, amount, reference })
        .onConflictDoUpdate({
          target: [cartPayments.cartId, cartPayments.tenderType],
          set: { amount, reference },
        });
    },
    async deleteTenders(cartId: number, tenderTypes: string[]): Promise<void> {
      if (tenderTypes.length === 0) return;
      await db
        .delete(cartPayments)
        .where(and(eq(cartPayments.cartId, cartId), inArray(cartPayments.tenderType, tenderTypes)));
    },
    /** Keeps the tenders of the given types only (removing a line keeps only credit, spec part 1 §4). */
    async keepOnlyTenders(cartId: number, tenderTypes: string[]): Promise<void> {
      await db.delete(cartPayments).where(
        and(
          eq(cartPayments.cartId, cartId),
          sql`${cartPayments.tenderType} not in (${sql.join(
            tenderTypes.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        ),
      );
    },
  };
}
export type BasketRepository = ReturnType<typeof createBasketRepository>;

/** Live holds in open baskets per session: what the timetable subtracts from places left. */
export function heldPlaces(
  executor: Executor,
  occurrenceIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  return createBasketRepository(executor).heldPlaces(occurrenceIds, now);
}

/** The same, leaving out one basket's own holds (the checkout of that basket). */
export function heldPlacesByOthers(
  executor: Executor,
  occurrenceIds: number[],
  exceptCartId: number,
  now: Date,
): Promise<Map<number, number>> {
  return createBasketRepository(executor).heldPlaces(occurrenceIds, now, exceptCartId);
}
