import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import { penalties } from './penalties.tables';

export type PenaltyRow = typeof penalties.$inferSelect & { venueName: string | null };

export function createPenaltiesRepository(db: Executor) {
  return {
    /** Newest first; served by penalties_user_status_idx. */
    listUnpaid(clientId: number, userId: number): Promise<PenaltyRow[]> {
      return db
        .select({
          id: penalties.id,
          clientId: penalties.clientId,
          userId: penalties.userId,
          venueId: penalties.venueId,
          type: penalties.type,
          description: penalties.description,
          feeAmount: penalties.feeAmount,
          status: penalties.status,
          incurredAt: penalties.incurredAt,
          bookingId: penalties.bookingId,
          venueName: venues.name,
        })
        .from(penalties)
        .leftJoin(venues, eq(venues.id, penalties.venueId))
        .where(
          and(eq(penalties.clientId, clientId), eq(penalties.userId, userId), eq(penalties.status, 'unpaid')),
        )
        .orderBy(desc(penalties.incurredAt), desc(penalties.id));
    },
    async hasUnpaid(clientId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: penalties.id })
        .from(penalties)
        .where(
          and(eq(penalties.clientId, clientId), eq(penalties.userId, userId), eq(penalties.status, 'unpaid')),
        )
        .limit(1);
      return rows.length > 0;
    },
    async insert(values: typeof penalties.$inferInsert): Promise<number> {
      const [row] = await db.insert(penalties).values(values).returning({ id: penalties.id });
      return row!.id;
    },
  };
}
export type PenaltiesRepository = ReturnType<typeof createPenaltiesRepository>;
