import type { Executor } from '../../platform/db/client';
import { createStaffRepository } from './staff.repository';

export type StaffAction = {
  clientId: number;
  staffUserId: number;
  customerUserId?: number | null;
  venueId?: number | null;
  /** What was done: 'sign-in', 'sale', 'guest-pass-redeemed', 'freeze-approved', 'handoff', … */
  action: string;
  /** Minor units, where money moved. */
  amount?: number | null;
  detail?: Record<string, unknown>;
};

/**
 * Writes one row of the staff audit. Call it with the executor of the action's own transaction, so the
 * action and its audit row commit or roll back together (decision 052).
 */
export async function recordStaffAction(executor: Executor, action: StaffAction): Promise<void> {
  await createStaffRepository(executor).insertAuditEvent({
    clientId: action.clientId,
    staffUserId: action.staffUserId,
    customerUserId: action.customerUserId ?? null,
    venueId: action.venueId ?? null,
    action: action.action,
    amount: action.amount ?? null,
    detail: action.detail ?? {},
  });
}
