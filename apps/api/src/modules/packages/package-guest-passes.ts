import type { Executor } from '../../platform/db/client';
import { createPackagesRepository } from './packages.repository';

/**
 * Packages' guest passes as the guest-passes module needs them (a port wired in services.ts): the
 * customer's live purchases of packages that include guest passes. The passes sent from a purchase are
 * the guest-passes module's rows; it counts them under this lock of the purchase (decision 051).
 */
export const packageGuestPasses = {
  held: (executor: Executor, input: { clientId: number; userId: number; at: Date }, lock = false) =>
    createPackagesRepository(executor).withGuestPasses(input.clientId, input.userId, input.at, lock),
};
export type PackageGuestPasses = typeof packageGuestPasses;
