import { createCreditsRepository } from '../modules/credits/credits.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Executor } from '../platform/db/client';

/**
 * Alex Morgan holds £10.00 of general credit (a past cancellation), so the basket can show credit at work.
 * Part of the dated seed: the entry's date is the day of the first start, as it would be for a real one.
 */
export async function seedDemoCredit(tx: Executor, { clientId }: { clientId: number }): Promise<void> {
  const [alex] = await createUsersRepository(tx).findBySignInName(clientId, 'C100001');
  if (!alex) throw new Error('seedDemoCredit needs the demo customer C100001');
  await createCreditsRepository(tx).insert({
    clientId,
    userId: alex.id,
    kind: 'general',
    amount: 1000,
    reason: 'Credit for a cancelled booking',
  });
}
