import { randomInt } from 'node:crypto';
import type { UsersRepository } from './users.repository';
import type { users } from './users.tables';

type NewUser = Omit<typeof users.$inferInsert, 'reference'>;

/** 'C' and six digits, like the references customers already have on their cards. */
export function newCustomerReference(): string {
  return `C${randomInt(100_000, 1_000_000)}`;
}

/**
 * Inserts a customer under a fresh reference, drawing again when one is taken (by an earlier customer or
 * a registration racing this one): a million references make a second draw rare and a tenth unheard of.
 */
export async function insertCustomer(
  repository: UsersRepository,
  values: NewUser,
  draw: () => string = newCustomerReference,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const reference = draw();
    const id = await repository.insertUnlessReferenceTaken({ ...values, reference });
    if (id !== null) return { id, reference };
  }
  throw new Error('No free customer reference after 10 draws');
}
