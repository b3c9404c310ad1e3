import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { memberships } from './memberships.tables';

export type MembershipRow = typeof memberships.$inferSelect;

/** The little booking needs of memberships; the memberships work grows this. */
export function createMembershipsRepository(db: Executor) {
  return {
    /** Whether the user holds a membership that is active now (memberships_user_idx). */
    async hasActive(clientId: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            eq(memberships.status, 'active'),
            eq(memberships.clientId, clientId),
            lte(memberships.startsAt, now),
            or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** A user's memberships, newest first (memberships_user_idx). */
    listForUser(clientId: number, userId: number): Promise<MembershipRow[]> {
      return db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.clientId, clientId)))
        .orderBy(desc(memberships.startsAt), desc(memberships.id));
    },
    async insert(values: typeof memberships.$inferInsert): Promise<number> {
      const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
      return row!.id;
    },
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
