import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { localDate } from '../../platform/local-time';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { lastDayOf, timeZoneOf } from './membership-list';
import { standingOf } from './membership-standing';

export const noMembershipMessage = 'No membership found';

/**
 * One membership of the customer or of someone they act for, as it stands today at its venue: what the
 * change and renew calls start from. Anyone else's, or none, is 404 'No membership found'.
 */
export async function managedMembership(
  db: Db,
  household: number[],
  clientId: number,
  id: number,
  now: Date,
) {
  const repo = createMembershipLifecycleRepository(db);
  const row = await repo.findOfHolders(clientId, id, household);
  if (!row) throw notFound(noMembershipMessage);
  const m = row.membership;
  const timeZone = timeZoneOf(row);
  const today = localDate(now, timeZone);
  const lastDay = lastDayOf(m.expiresAt, timeZone);
  const successor = (await repo.successorsOf([m.id])).find((s) => s.orderId !== null);
  const standing = standingOf({
    status: m.status,
    paymentType: m.paymentType,
    membershipTypeId: m.membershipTypeId,
    typeManagementEnabled: row.typeManagementEnabled ?? true,
    lastDay,
    successor: (successor?.origin as 'change' | 'renewal' | undefined) ?? null,
    today,
    statusInfo: m.statusInfo,
    cancellationRequested: m.cancellationRequestedAt !== null,
  });
  return { row, m, timeZone, today, lastDay, standing };
}
