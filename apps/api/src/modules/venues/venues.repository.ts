import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { images } from '../images/images.tables';
import { venues } from './venues.tables';

/** A venue with its picture's content hash (null without a picture), which names the picture's address. */
export type VenueRow = typeof venues.$inferSelect & { imageHash: string | null };

export function createVenuesRepository(db: Executor) {
  const withImage = () =>
    db
      .select({ ...getTableColumns(venues), imageHash: images.hash })
      .from(venues)
      .leftJoin(images, eq(images.id, venues.imageId));
  return {
    list(clientId: number): Promise<VenueRow[]> {
      return withImage().where(eq(venues.clientId, clientId)).orderBy(asc(venues.name));
    },
    async findBySlug(clientId: number, slug: string): Promise<VenueRow | null> {
      const rows = await withImage()
        .where(and(eq(venues.clientId, clientId), eq(venues.slug, slug)))
        .limit(1);
      return rows[0] ?? null;
    },
    async insert(values: typeof venues.$inferInsert): Promise<typeof venues.$inferSelect> {
      const [row] = await db.insert(venues).values(values).returning();
      return row!;
    },
    /** Sets or clears the venue's picture (an id from the images service). False when there is no such venue. */
    async setImage(clientId: number, slug: string, imageId: number | null): Promise<boolean> {
      const rows = await db
        .update(venues)
        .set({ imageId })
        .where(and(eq(venues.clientId, clientId), eq(venues.slug, slug)))
        .returning({ id: venues.id });
      return rows.length > 0;
    },
  };
}
export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
