import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from './venues.tables';

export type VenueRow = typeof venues.$inferSelect;

export function createVenuesRepository(db: Executor) {
  return {
    list(clientId: number): Promise<VenueRow[]> {
      return db.select().from(venues).where(eq(venues.clientId, clientId)).orderBy(asc(venues.name));
    },
    async findBySlug(clientId: number, slug: string): Promise<VenueRow | null> {
      const rows = await db
        .select()
        .from(venues)
        .where(and(eq(venues.clientId, clientId), eq(venues.slug, slug)))
        .limit(1);
      return rows[0] ?? null;
    },
    async insert(values: typeof venues.$inferInsert): Promise<VenueRow> {
      const [row] = await db.insert(venues).values(values).returning();
      return row!;
    },
  };
}
export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
