import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from './users.tables';

const columns = {
  id: users.id,
  reference: users.reference,
  firstName: users.firstName,
  lastName: users.lastName,
  dateOfBirth: users.dateOfBirth,
  relationship: users.relationship,
};
export type LinkedUserRow = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

type Editable = Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'dateOfBirth' | 'relationship'>;

/** Family members of an account holder: every query names the holder, so nobody reaches another's. */
export function createLinkedUsersRepository(db: Executor) {
  const own = (clientId: number, parentUserId: number, id: number) =>
    and(eq(users.clientId, clientId), eq(users.parentUserId, parentUserId), eq(users.id, id));
  return {
    /** Served by users_parent_idx. */
    list(clientId: number, parentUserId: number): Promise<LinkedUserRow[]> {
      return db
        .select(columns)
        .from(users)
        .where(and(eq(users.clientId, clientId), eq(users.parentUserId, parentUserId)))
        .orderBy(asc(users.firstName), asc(users.id));
    },
    async find(clientId: number, parentUserId: number, id: number): Promise<LinkedUserRow | null> {
      const rows = await db
        .select(columns)
        .from(users)
        .where(own(clientId, parentUserId, id))
        .limit(1);
      return rows[0] ?? null;
    },
    async update(clientId: number, parentUserId: number, id: number, values: Editable): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(own(clientId, parentUserId, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    async delete(clientId: number, parentUserId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(own(clientId, parentUserId, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type LinkedUsersRepository = ReturnType<typeof createLinkedUsersRepository>;
