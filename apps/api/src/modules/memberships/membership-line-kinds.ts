/**
 * The `cartable_type` of each kind of membership line: a join (shown as the spec's 'other' with
 * `newMembership`), a renewal (the spec's `membershipRenewal`) and a change (shown as 'other').
 */
export const newMembershipLineType = 'newMembership';
export const membershipRenewalLineType = 'membershipRenewal';
export const membershipChangeLineType = 'membershipChange';

export type MembershipOrigin = 'join' | 'change' | 'renewal';

/** The line a membership waiting in a basket sits on, by how it began. */
export function lineTypeOf(origin: string): string {
  if (origin === 'change') return membershipChangeLineType;
  if (origin === 'renewal') return membershipRenewalLineType;
  return newMembershipLineType;
}
