import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import { guestPasses } from './guest-passes.tables';

const uniqueViolation = '23505';

/** A second send with the same user and Idempotency-Key (guest_passes_idempotency_key). */
export class DuplicateSendError extends Error {}

/** What every read of a pass selects: the pass and its venue's name (the list, the details, the desk). */
export const passColumns = {
  id: guestPasses.id,
  guestName: guestPasses.guestName,
  guestEmail: guestPasses.guestEmail,
  validFrom: guestPasses.validFrom,
  validTo: guestPasses.validTo,
  redeemedAt: guestPasses.redeemedAt,
  createdAt: guestPasses.createdAt,
  venueId: guestPasses.venueId,
  venueName: venues.name,
};

export type PassRow = {
  id: number;
  guestName: string;
  guestEmail: string;
  validFrom: Date;
  validTo: Date;
  redeemedAt: Date | null;
  createdAt: Date;
  venueId: number;
  venueName: string;
};

/** Guest passes sent, and the operator's venues they are sent for (decision 051). */
export function createGuestPassesRepository(db: Executor) {
  const joined = () =>
    db.select(passColumns).from(guestPasses).innerJoin(venues, eq(venues.id, guestPasses.venueId));

  return {
    /** The operator's venues: where passes may be for, with what the email shows of them. */
    venuesOf(clientId: number) {
      return db
        .select({
          id: venues.id,
          name: venues.name,
          address1: venues.address1,
          city: venues.city,
          postcode: venues.postcode,
          timeZone: venues.timeZone,
        })
        .from(venues)
        .where(eq(venues.clientId, clientId))
        .orderBy(asc(venues.name), asc(venues.id));
    },

    /** Passes sent from these package purchases, by purchase (guest_passes_package_purchase_idx). */
    async sentFrom(purchaseIds: number[]): Promise<Map<number, number>> {
      if (purchaseIds.length === 0) return new Map();
      const rows = await db
        .select({ purchaseId: guestPasses.packagePurchaseId, n: count() })
        .from(guestPasses)
        .where(
          and(inArray(guestPasses.packagePurchaseId, purchaseIds), isNotNull(guestPasses.packagePurchaseId)),
        )
        .groupBy(guestPasses.packagePurchaseId);
      return new Map(rows.map((r) => [r.purchaseId!, r.n]));
    },

    /** One page of a user's passes, newest first, in the order of guest_passes_user_created_idx. */
    page(clientId: number, userId: number, limit: number, offset: number): Promise<PassRow[]> {
      return joined()
        .where(and(eq(guestPasses.userId, userId), eq(guestPasses.clientId, clientId)))
        .orderBy(sql`${guestPasses.createdAt} desc nulls last`, sql`${guestPasses.id} desc nulls last`)
        .limit(limit)
        .offset(offset);
    },

    async countOf(clientId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(guestPasses)
        .where(and(eq(guestPasses.userId, userId), eq(guestPasses.clientId, clientId)));
      return row?.n ?? 0;
    },

    async find(clientId: number, userId: number, passId: number): Promise<PassRow | null> {
      const [row] = await joined().where(
        and(eq(guestPasses.id, passId), eq(guestPasses.userId, userId), eq(guestPasses.clientId, clientId)),
      );
      return row ?? null;
    },

    async findByKey(clientId: number, userId: number, key: string): Promise<PassRow | null> {
      const [row] = await joined().where(
        and(
          eq(guestPasses.userId, userId),
          eq(guestPasses.idempotencyKey, key),
          eq(guestPasses.clientId, clientId),
        ),
      );
      return row ?? null;
    },

    /** The pass's id; a repeated Idempotency-Key throws DuplicateSendError (the transaction is then spoilt). */
    async insert(values: typeof guestPasses.$inferInsert): Promise<number> {
      try {
        const [row] = await db.insert(guestPasses).values(values).returning({ id: guestPasses.id });
        return row!.id;
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === uniqueViolation && values.idempotencyKey)
          throw new DuplicateSendError();
        throw err;
      }
    },
  };
}
export type GuestPassesRepository = ReturnType<typeof createGuestPassesRepository>;
