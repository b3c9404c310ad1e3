import type { Executor, Tx } from '../../platform/db/client';
import { createPackagesRepository } from './packages.repository';

/**
 * Package uses as the quote and the bookings need them (ports wired in services.ts): whether one is left
 * for a session, spending one under a lock on the purchases, tying it to its booking, giving it back.
 */
export const packageUses = {
  left: (executor: Executor, input: { clientId: number; userId: number; activityId: number; at: Date }) =>
    createPackagesRepository(executor).hasUseLeft(input.clientId, input.userId, input.activityId, input.at),
  activities: (executor: Executor, clientId: number, userId: number, at: Date) =>
    createPackagesRepository(executor).activitiesWithUseLeft(clientId, userId, at),
  spend: (tx: Tx, input: { clientId: number; userId: number; activityId: number; at: Date; now: Date }) =>
    createPackagesRepository(tx).spend(input),
  link: (tx: Tx, useId: number, bookingId: number) => createPackagesRepository(tx).link(useId, bookingId),
  async giveBack(executor: Executor, bookingIds: number[], at: Date) {
    await createPackagesRepository(executor).giveBack(bookingIds, at);
  },
};
