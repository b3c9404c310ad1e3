import type { User } from '@leisure/contracts/user';

export type DashboardNotice =
  | { kind: 'proofOfEligibilityRequired'; days: number | null }
  | { kind: 'documentExpired' }
  | { kind: 'documentExpiring'; days: number }
  | { kind: 'unpaidFees' };

type NoticeFacts = Pick<
  User,
  'membershipDocumentUploadRequired' | 'daysAllowanceToUploadEligibilityDocument' | 'documentExpiry'
> & { hasUnpaidFees: boolean };

/** The notices of spec part 1 §2 "Dashboard", in the order the spec lists them. */
export function dashboardNotices(facts: NoticeFacts): DashboardNotice[] {
  const notices: DashboardNotice[] = [];
  if (facts.membershipDocumentUploadRequired) {
    notices.push({
      kind: 'proofOfEligibilityRequired',
      days: facts.daysAllowanceToUploadEligibilityDocument,
    });
  }
  const expiry = facts.documentExpiry;
  if (expiry.expired) notices.push({ kind: 'documentExpired' });
  else if (expiry.documentExpiringSoon && expiry.daysToExpiry !== null) {
    notices.push({ kind: 'documentExpiring', days: Math.max(0, expiry.daysToExpiry) });
  }
  if (facts.hasUnpaidFees) notices.push({ kind: 'unpaidFees' });
  return notices;
}
