import { and, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { preparedPer } from '../../platform/db/prepared';
import type { SessionPerson } from '../../platform/http/session';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { sessions } from './sessions.tables';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * What a request may ask of its signed-in person (SessionPerson), and whose operator they are: never
 * their password's hash, which no request past sign-in needs.
 */
const person = {
  id: users.id,
  clientId: users.clientId,
  reference: users.reference,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  homeVenueSlug: venues.slug,
};

// Every signed-in request asks it: built once, not at every call.
const liveSession = preparedPer((db) =>
  db
    .select({ session: getTableColumns(sessions), user: person })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(venues, eq(venues.id, users.homeVenueId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

export function createSessionsRepository(db: Executor) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** A live session with its person: the one read a signed-in request makes of either. */
    async findLive(
      tokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: SessionPerson & { clientId: number } } | null> {
      const rows = await liveSession(db).execute({ tokenHash, now });
      return rows[0] ?? null;
    },
    /** A staff session past its second factor: its longer life begins, at the desk venue given. */
    async passSecondFactor(
      tokenHash: string,
      values: { at: Date; expiresAt: Date; deskVenueId: number | null },
    ): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ secondFactorAt: values.at, expiresAt: values.expiresAt, deskVenueId: values.deskVenueId })
        .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'staff')))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length > 0;
    },
    async setDeskVenue(tokenHash: string, deskVenueId: number): Promise<void> {
      await db.update(sessions).set({ deskVenueId }).where(eq(sessions.tokenHash, tokenHash));
    },
    /** The idle clock of a session starts again. */
    async touch(tokenHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },
    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Every session of a user (a reset), or every other one (a password change keeps the current). */
    async deleteForUser(clientId: number, userId: number, exceptTokenHash?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.clientId, clientId),
            eq(sessions.userId, userId),
            exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
