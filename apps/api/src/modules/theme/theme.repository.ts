import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import { themes } from './theme.tables';

export type ThemeRow = typeof themes.$inferSelect;

export function createThemeRepository(db: Executor) {
  return {
    async find(clientId: number, venueId: number | null): Promise<ThemeRow | null> {
      const venue = venueId === null ? isNull(themes.venueId) : eq(themes.venueId, venueId);
      const rows = await db
        .select()
        .from(themes)
        .where(and(eq(themes.clientId, clientId), venue))
        .limit(1);
      return rows[0] ?? null;
    },
    /**
     * The operator's theme and the venue's, with whether the venue exists, in one round trip: every
     * page load asks for the theme.
     */
    async findForVenue(
      clientId: number,
      venueSlug: string,
    ): Promise<{ venueExists: boolean; operator: ThemeRow | null; venue: ThemeRow | null }> {
      const venue = db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.clientId, clientId), eq(venues.slug, venueSlug)));
      const rows = await db
        .select({ theme: themes, venueId: sql<number | null>`(${venue})` })
        .from(themes)
        .where(
          and(
            eq(themes.clientId, clientId),
            sql`(${themes.venueId} is null or ${themes.venueId} = (${venue}))`,
          ),
        );
      const venueId = rows[0]?.venueId ?? null;
      return {
        venueExists: venueId !== null,
        operator: rows.find((r) => r.theme.venueId === null)?.theme ?? null,
        venue: rows.find((r) => r.theme.venueId !== null)?.theme ?? null,
      };
    },
    async insert(values: typeof themes.$inferInsert): Promise<void> {
      await db.insert(themes).values(values);
    },
  };
}
export type ThemeRepository = ReturnType<typeof createThemeRepository>;
