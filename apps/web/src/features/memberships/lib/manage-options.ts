import type { AccountMembership } from '@leisure/contracts/memberships';

/**
 * One of the manage modal's buttons (spec part 2 §2). `reason` says why it is disabled: the server's own
 * words for change and renew, or one of the spec's two freeze messages (`freezePending`, `notFreezable`).
 */
export type ManageOption =
  | { action: 'change' | 'renew'; enabled: boolean; reason: string | null }
  | { action: 'freeze'; enabled: boolean; reason: 'freezePending' | 'notFreezable' | null }
  | { action: 'cancel'; enabled: true; reason: null };

type Flags = Pick<
  AccountMembership,
  | 'statusInfo'
  | 'freezable'
  | 'cancellable'
  | 'renewable'
  | 'canRenew'
  | 'renewForbidReason'
  | 'canChange'
  | 'cannotChangeReason'
>;

/** statusInfo names a freeze waiting to start or to be approved ('freeze pending', '… approval'). */
export const isFreezePending = (statusInfo: string | null) => /freeze pending/i.test(statusInfo ?? '');

/**
 * What the manage modal offers, in its order: Change (disabled with cannotChangeReason), Freeze (disabled
 * while a freeze is pending or when not freezable), Renew (only when renewable; disabled with
 * renewForbidReason), Cancel (only when cancellable). Only asked when managementEnabled.
 */
export function manageOptions(membership: Flags): ManageOption[] {
  const options: ManageOption[] = [
    {
      action: 'change',
      enabled: membership.canChange,
      reason: membership.canChange ? null : membership.cannotChangeReason,
    },
  ];
  if (isFreezePending(membership.statusInfo)) {
    options.push({ action: 'freeze', enabled: false, reason: 'freezePending' });
  } else {
    options.push({
      action: 'freeze',
      enabled: membership.freezable,
      reason: membership.freezable ? null : 'notFreezable',
    });
  }
  if (membership.renewable) {
    options.push({
      action: 'renew',
      enabled: membership.canRenew,
      reason: membership.canRenew ? null : membership.renewForbidReason,
    });
  }
  if (membership.cancellable) options.push({ action: 'cancel', enabled: true, reason: null });
  return options;
}
