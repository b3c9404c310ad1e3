import type { UserAttributeKey } from '@leisure/contracts/user-attributes';
import type { Executor } from '../../platform/db/client';
import { createUsersRepository, type UserRow } from './users.repository';
import { insertCustomer } from './users.service';
import type { users } from './users.tables';

/** A person's record (customer or staff) as other modules read it: the row, with their home venue's slug. */
export type { UserRow } from './users.repository';

/** The attributes a person keeps on their own record: what a registration or a profile update sets. */
export type UserAttributes = Partial<Pick<typeof users.$inferInsert, UserAttributeKey>>;

/** An account a customer opens online: its attributes, and the password they chose. */
export type NewCustomer = UserAttributes & {
  clientId: number;
  firstName: string;
  lastName: string;
  passwordHash: string;
  passwordChangedAt: Date;
};

/**
 * What other modules may read and write of the users' records: finding a person, the two facts others ask
 * about (a staff role, a name), a person's own attributes, their password, and a new customer. Everything
 * runs in the executor given, so a caller's transaction holds it.
 */
export function createUsersDirectory(executor: Executor) {
  const repository = createUsersRepository(executor);
  return {
    findById: (clientId: number, id: number): Promise<UserRow | null> => repository.findById(clientId, id),
    /** Sign-in names: an email address (case-insensitive) or a customer reference. */
    findBySignInName: (clientId: number, name: string): Promise<UserRow[]> =>
      repository.findBySignInName(clientId, name),
    /** Front of house (users.role 'staff'); false for a customer and for no one. */
    async isStaff(clientId: number, userId: number): Promise<boolean> {
      return (await repository.findById(clientId, userId))?.role === 'staff';
    },
    /** First and last name, or null for no such person. */
    async fullName(clientId: number, userId: number): Promise<string | null> {
      const user = await repository.findById(clientId, userId);
      return user ? `${user.firstName} ${user.lastName}` : null;
    },
    /** Only the attributes passed change. */
    updateAttributes: (clientId: number, id: number, attributes: UserAttributes): Promise<void> =>
      repository.update(clientId, id, attributes),
    setPassword: (clientId: number, id: number, passwordHash: string, changedAt: Date): Promise<void> =>
      repository.update(clientId, id, { passwordHash, passwordChangedAt: changedAt }),
    /** Under a fresh customer reference (users.service's insertCustomer). */
    insertCustomer: (values: NewCustomer): Promise<{ id: number; reference: string }> =>
      insertCustomer(repository, values),
  };
}
export type UsersDirectory = ReturnType<typeof createUsersDirectory>;
