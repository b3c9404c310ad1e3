import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect & { homeVenueSlug: string | null };

const columns = { ...getTableColumns(users), homeVenueSlug: venues.slug };

export function createUsersRepository(db: Executor) {
  const select = () => db.select(columns).from(users).leftJoin(venues, eq(venues.id, users.homeVenueId));
  return {
    async findById(clientId: number, id: number): Promise<UserRow | null> {
      const rows = await select()
        .where(and(eq(users.clientId, clientId), eq(users.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Sign-in names: an email address (case-insensitive) or a customer reference. */
    findBySignInName(clientId: number, username: string): Promise<UserRow[]> {
      return select()
        .where(
          and(
            eq(users.clientId, clientId),
            or(eq(sql`lower(${users.email})`, username.toLowerCase()), eq(users.reference, username)),
          ),
        )
        .limit(10);
    },
    async insert(values: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },
    /** Null when the reference is taken already (the caller draws another), without aborting a transaction. */
    async insertUnlessReferenceTaken(values: typeof users.$inferInsert): Promise<number | null> {
      const rows = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: [users.clientId, users.reference] })
        .returning({ id: users.id });
      return rows[0]?.id ?? null;
    },
    /** Profile attributes and password; callers pass only what changes. */
    async update(
      clientId: number,
      id: number,
      values: Partial<Omit<typeof users.$inferInsert, 'id' | 'clientId' | 'reference'>>,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.clientId, clientId), eq(users.id, id)));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
