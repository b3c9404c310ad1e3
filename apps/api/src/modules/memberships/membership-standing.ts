import { daysBetween } from '../../platform/local-time';
import { freezeRefusal } from './membership-freeze-standing';

/**
 * What a member may do with a membership now (spec part 2 §2 Memberships list: the manage options), worked
 * out on read from its state so no stored flag can go stale. Every reason a button is off is written here.
 */

/** A fixed membership may be renewed in its last days only: earlier, a renewal would sit unused for months. */
export const renewalWindowDays = 30;
/** A single payment that has lapsed may still be renewed, from today, for this many days after it ended. */
export const lapsedRenewalDays = 90;

export const standingMessages = {
  notStarted: 'This membership has not started yet.',
  frozen: 'A frozen membership cannot be changed.',
  suspended: 'Pay what is owed on this membership before changing it.',
  ended: 'This membership has ended.',
  changing: 'This membership is already changing to another.',
  renewed: 'This membership has already been renewed.',
  endsToday: 'This membership ends today.',
  notSoldOnline: 'This membership cannot be managed online.',
  suspendedRenew: 'Pay what is owed on this membership before renewing it.',
  tooEarly: `A membership can be renewed in the last ${renewalWindowDays} days before it ends.`,
} as const;

export type StandingInput = {
  status: string;
  paymentType: string | null;
  /** Memberships from before online joining have no type and cannot be managed here. */
  membershipTypeId: number | null;
  /** The operator's setting for the type (`membership_types.management_enabled`); true when left out. */
  typeManagementEnabled?: boolean;
  /** Its last day (YYYY-MM-DD at its venue), or null for one that runs until cancelled. */
  lastDay: string | null;
  /** The change or renewal that follows it, once paid for. */
  successor: 'change' | 'renewal' | null;
  /** Today at its venue. */
  today: string;
  /** Whether its member has already asked to cancel it (it runs to its final day meanwhile). */
  cancellationRequested?: boolean;
  /** 'freeze pending approval' or 'freeze pending' while a freeze waits (membership-freeze-standing.ts). */
  statusInfo?: string | null;
};

export type Standing = {
  managementEnabled: boolean;
  freezable: boolean;
  cancellable: boolean;
  renewable: boolean;
  canRenew: boolean;
  renewForbidReason: string | null;
  canChange: boolean;
  cannotChangeReason: string | null;
};

const ended = (status: string) => status === 'cancelled' || status === 'expired';

function changeRefusal(m: StandingInput): string | null {
  if (m.status === 'pending') return standingMessages.notStarted;
  if (m.status === 'frozen') return standingMessages.frozen;
  if (m.status === 'suspended') return standingMessages.suspended;
  if (m.status !== 'active') return standingMessages.ended;
  if (m.successor === 'change') return standingMessages.changing;
  if (m.successor === 'renewal') return standingMessages.renewed;
  if (m.lastDay !== null && m.lastDay <= m.today) return standingMessages.endsToday;
  return null;
}

function renewRefusal(m: StandingInput): string | null {
  if (m.successor === 'renewal') return standingMessages.renewed;
  if (m.successor === 'change') return standingMessages.changing;
  if (m.status === 'suspended') return standingMessages.suspendedRenew;
  if (m.lastDay !== null && daysBetween(m.today, m.lastDay) >= renewalWindowDays)
    return standingMessages.tooEarly;
  return null;
}

/**
 * Whether the Cancel option shows (decision 045): a membership managed online, still running (pending,
 * active, frozen or suspended), not already being cancelled, and not already ending for a change or
 * renewal that follows it. A type that refuses online cancellation still shows it: the modal says why.
 */
export function cancellableOf(m: StandingInput, managementEnabled: boolean): boolean {
  return (
    managementEnabled &&
    ['pending', 'active', 'frozen', 'suspended'].includes(m.status) &&
    m.cancellationRequested !== true &&
    m.successor === null
  );
}

export function standingOf(m: StandingInput): Standing {
  const managementEnabled =
    m.membershipTypeId !== null && m.typeManagementEnabled !== false && !ended(m.status);
  const cannotChangeReason = managementEnabled ? changeRefusal(m) : standingMessages.notSoldOnline;
  // A single payment is renewed for another term, even a while after it lapsed; a monthly one carries on.
  const lapsed =
    m.status === 'expired' &&
    m.lastDay !== null &&
    m.membershipTypeId !== null &&
    m.successor === null &&
    daysBetween(m.lastDay, m.today) <= lapsedRenewalDays;
  const renewable =
    (managementEnabled || lapsed) &&
    m.paymentType === 'fixed' &&
    m.lastDay !== null &&
    m.status !== 'pending';
  const renewForbidReason = renewable ? renewRefusal(m) : null;
  return {
    managementEnabled,
    freezable: freezeRefusal({ ...m, managementEnabled }) === null,
    cancellable: cancellableOf(m, managementEnabled),
    renewable,
    canRenew: renewable && renewForbidReason === null,
    renewForbidReason,
    canChange: cannotChangeReason === null,
    cannotChangeReason,
  };
}
