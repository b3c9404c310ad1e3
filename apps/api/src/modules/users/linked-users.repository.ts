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

/** Postgres' foreign_key_violation. */
const foreignKeyViolation = '23503';

/** A row the database keeps from cascading still names the user. */
export class StillReferencedError extends Error {}

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
    /**
     * `lock` holds the row until the transaction ends (a second removal waits, then finds nothing), in the
     * mode that still lets other tables' rows point at it meanwhile.
     */
    async find(
      clientId: number,
      parentUserId: number,
      id: number,
      lock = false,
    ): Promise<LinkedUserRow | null> {
      const query = db
        .select(columns)
        .from(users)
        .where(own(clientId, parentUserId, id))
        .limit(1);
      const rows = lock ? await query.for('no key update') : await query;
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
    /**
     * Deletes the member's row; what hangs on it alone (signed waivers, documents, waitlist entries, fees,
     * credit, memberships) cascades with it, so the caller first makes sure none of that is history. Throws
     * StillReferencedError when a row the database will not let go (an order line, a booking, a basket line)
     * still names them; the transaction then needs a rollback to a savepoint before it can go on.
     */
    async delete(clientId: number, parentUserId: number, id: number): Promise<boolean> {
      try {
        const rows = await db
          .delete(users)
          .where(own(clientId, parentUserId, id))
          .returning({ id: users.id });
        return rows.length > 0;
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === foreignKeyViolation) throw new StillReferencedError();
        throw err;
      }
    },
    /** The link goes, the person stays: no one's family member any more, with no login of their own. */
    async unlink(clientId: number, parentUserId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ parentUserId: null, updatedAt: new Date() })
        .where(own(clientId, parentUserId, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type LinkedUsersRepository = ReturnType<typeof createLinkedUsersRepository>;
