import type { linkedUser, linkedUserRequest } from '@leisure/contracts/account';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { forbidden, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { localDate } from '../../platform/local-time';
import type { LinkedUserRow, LinkedUsersRepository } from './linked-users.repository';
import { createRemoveLinkedUser, type FamilyMemberRecords } from './remove-linked-user';
import type { UsersRepository } from './users.repository';
import { insertCustomer } from './users.service';

type LinkedUser = z.infer<typeof linkedUser>;
type LinkedUserInput = z.infer<typeof linkedUserRequest>;

export const invalidDateMessage = 'Date must be valid.';

type Deps = {
  db: Db;
  users: UsersRepository;
  linkedUsers: LinkedUsersRepository;
  /** What the other modules hold of a family member (services.ts); without it, only the database knows. */
  records?: FamilyMemberRecords;
  now?: () => Date;
};

function toLinkedUser(row: LinkedUserRow): LinkedUser {
  return {
    id: row.id,
    reference: row.reference,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth ?? '',
    relationship: row.relationship ?? '',
  };
}

/**
 * Family members an account holder adds (a child, a partner): users with a customer reference but no
 * email or password, who never sign in; the holder books and buys for them.
 */
export function createLinkedUsersService({ db, users, linkedUsers, records, now = () => new Date() }: Deps) {
  function checked(input: LinkedUserInput) {
    // A birthday that has not happened yet is a typing mistake (spec part 1 §5).
    if (input.dateOfBirth > localDate(now())) throw unprocessable({ date_of_birth: [invalidDateMessage] });
    return {
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      relationship: input.relationship,
    };
  }

  return {
    async list(session: SessionContext): Promise<LinkedUser[]> {
      return (await linkedUsers.list(session.clientId, session.userId)).map(toLinkedUser);
    },

    async add(session: SessionContext, input: LinkedUserInput): Promise<LinkedUser> {
      const values = checked(input);
      const parent = await users.findById(session.clientId, session.userId);
      const { id } = await insertCustomer(users, {
        ...values,
        clientId: session.clientId,
        parentUserId: session.userId,
        homeVenueId: parent?.homeVenueId ?? null,
      });
      return toLinkedUser((await linkedUsers.find(session.clientId, session.userId, id))!);
    },

    async change(session: SessionContext, id: number, input: LinkedUserInput): Promise<LinkedUser> {
      const values = checked(input);
      if (!(await linkedUsers.update(session.clientId, session.userId, id, values))) throw notFound();
      return toLinkedUser((await linkedUsers.find(session.clientId, session.userId, id))!);
    },

    /** Deleted, unlinked, or refused with what to do first: remove-linked-user.ts. */
    remove: createRemoveLinkedUser({ db, records, now }),

    /**
     * Whether a signed-in customer may act for a user (book, buy, sign for them through
     * selected_user_id): themself, or a family member linked to them; anyone else is refused.
     */
    async assertActsFor(clientId: number, actingUserId: number, targetUserId: number): Promise<void> {
      if (actingUserId === targetUserId) return;
      if (!(await linkedUsers.find(clientId, actingUserId, targetUserId))) throw forbidden();
    },
  };
}
export type LinkedUsersService = ReturnType<typeof createLinkedUsersService>;
