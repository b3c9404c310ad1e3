import { freezeStatusInfo } from '@leisure/contracts/membership-freeze-rules';

/**
 * Whether a membership may be frozen now, and why not (spec part 2 §2: 'Freeze: needs freezable'). Read
 * from its state: an open freeze shows as its `statusInfo` (waiting) or its status (frozen), so the list
 * needs no other query; the freeze call's partial unique index is what makes it one at a time.
 */
export const freezeMessages = {
  notManaged: 'This membership cannot be managed online.',
  pending: 'A freeze of this membership is already waiting.',
  frozen: 'This membership is already frozen.',
  notActive: 'Only an active membership can be frozen.',
  changing: 'This membership is changing to another: it cannot be frozen.',
  endsToday: 'This membership ends today.',
  cancelling: 'This membership is being cancelled.',
} as const;

export type FreezeStandingInput = {
  status: string;
  statusInfo?: string | null | undefined;
  managementEnabled: boolean;
  successor: 'change' | 'renewal' | null;
  cancellationRequested?: boolean | undefined;
  lastDay: string | null;
  today: string;
};

export function freezeRefusal(m: FreezeStandingInput): string | null {
  if (!m.managementEnabled) return freezeMessages.notManaged;
  const info = m.statusInfo ?? '';
  if (info === freezeStatusInfo.pending || info === freezeStatusInfo.pendingApproval)
    return freezeMessages.pending;
  if (m.status === 'frozen') return freezeMessages.frozen;
  if (m.status !== 'active') return freezeMessages.notActive;
  if (m.successor === 'change') return freezeMessages.changing;
  if (m.cancellationRequested === true) return freezeMessages.cancelling;
  if (m.lastDay !== null && m.lastDay <= m.today) return freezeMessages.endsToday;
  return null;
}
