import type { Db, Tx } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { createLinkedUsersRepository, StillReferencedError } from './linked-users.repository';

/** Ids beyond a Postgres integer name nothing: a 404, not a database error. */
const maxId = 2_147_483_647;

export const upcomingBookingsMessage = (name: string) =>
  `${name} has upcoming bookings. Cancel them before removing ${name}.`;
export const upcomingCourseMessage = (name: string) =>
  `${name} has an upcoming course. Cancel it before removing ${name}.`;
export const unpaidFeesMessage = (name: string) =>
  `${name} has unpaid fees. Please settle them with the venue before removing ${name}.`;
export const membershipMessage = (name: string) =>
  `${name} has a membership. Please ask the venue to end it before removing ${name}.`;

/**
 * What the other modules hold of a family member, each asked inside the removal's transaction (wired in
 * services.ts). `hasHistory` is past that a deleted row would take with it, as its foreign keys cascade;
 * the past the database protects (orders, their lines, payments) is found by the delete itself.
 */
export type FamilyMemberRecords = {
  /** The basket: their lines leave the holder's open basket, which it locks first. */
  dropFromBasket(tx: Tx, clientId: number, holderUserId: number, memberId: number): Promise<void>;
  /** Waitlists: out of every queue; an offer they held passes on. */
  leaveWaitlists(tx: Tx, clientId: number, memberId: number, at: Date): Promise<void>;
  bookings(
    tx: Tx,
    clientId: number,
    memberId: number,
    at: Date,
  ): Promise<{ upcoming: number; upcomingCourseSessions: number; hasHistory: boolean }>;
  fees(tx: Tx, clientId: number, memberId: number): Promise<{ unpaid: boolean; hasHistory: boolean }>;
  memberships(
    tx: Tx,
    clientId: number,
    memberId: number,
    at: Date,
  ): Promise<{ active: boolean; hasHistory: boolean }>;
};

/** Unit wiring, with no other module: nothing pending, nothing to come, and the delete finds the past. */
const nothingKnown: FamilyMemberRecords = {
  dropFromBasket: async () => {},
  leaveWaitlists: async () => {},
  bookings: async () => ({ upcoming: 0, upcomingCourseSessions: 0, hasHistory: false }),
  fees: async () => ({ unpaid: false, hasHistory: false }),
  memberships: async () => ({ active: false, hasHistory: false }),
};

type Deps = { db: Db; records?: FamilyMemberRecords; now: () => Date };

/**
 * Removing a family member (docs/decisions/017-removing-a-family-member.md), in one transaction. What is
 * only pending goes with them: their lines in the holder's basket, their places in waitlists. What is still
 * to come for them refuses it with a 409 saying what to do first. Someone with a past (a booking, an order,
 * a fee, a membership) is unlinked: the link goes, their user row stays for the orders that name them.
 * Only someone with no past at all is deleted.
 */
export function createRemoveLinkedUser({ db, records = nothingKnown, now }: Deps) {
  return async function remove(session: SessionContext, id: number): Promise<void> {
    if (id > maxId) throw notFound();
    const { clientId, userId: holder } = session;
    const at = now();
    await db.transaction(async (tx) => {
      const repo = createLinkedUsersRepository(tx);
      const member = await repo.find(clientId, holder, id, true);
      if (!member) throw notFound();
      // The basket before the bookings: a checkout of it has then either booked (seen below) or waits.
      await records.dropFromBasket(tx, clientId, holder, id);
      const bookings = await records.bookings(tx, clientId, id, at);
      const fees = await records.fees(tx, clientId, id);
      const memberships = await records.memberships(tx, clientId, id, at);
      const name = member.firstName;
      if (bookings.upcoming > 0) throw new HttpError(409, upcomingBookingsMessage(name));
      if (bookings.upcomingCourseSessions > 0) throw new HttpError(409, upcomingCourseMessage(name));
      if (fees.unpaid) throw new HttpError(409, unpaidFeesMessage(name));
      if (memberships.active) throw new HttpError(409, membershipMessage(name));
      await records.leaveWaitlists(tx, clientId, id, at);
      const hasHistory = bookings.hasHistory || fees.hasHistory || memberships.hasHistory;
      if (hasHistory || !(await deleted(tx, clientId, holder, id))) await repo.unlink(clientId, holder, id);
    });
  };
}

/** Deletes the member in a savepoint; false when the database still has rows naming them. */
async function deleted(tx: Tx, clientId: number, holder: number, id: number): Promise<boolean> {
  try {
    return await tx.transaction((savepoint) =>
      createLinkedUsersRepository(savepoint).delete(clientId, holder, id),
    );
  } catch (err) {
    if (err instanceof StillReferencedError) return false;
    throw err;
  }
}
