import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
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
    async insert(values: typeof themes.$inferInsert): Promise<void> {
      await db.insert(themes).values(values);
    },
  };
}
export type ThemeRepository = ReturnType<typeof createThemeRepository>;
