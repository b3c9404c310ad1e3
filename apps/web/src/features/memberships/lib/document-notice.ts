import type { DocumentNoticeKind } from '@leisure/contracts/eligibility-document-rules';
import type { AccountMembership } from '@leisure/contracts/memberships';

export type { DocumentNoticeKind };

type Facts = Pick<AccountMembership, 'status' | 'managementEnabled' | 'document'> & {
  membershipType: Pick<AccountMembership['membershipType'], 'eligibilityCriterion'>;
};

const ended = ['cancelled', 'suspended', 'expired'];

/**
 * Spec part 2 §4 "Document upload required", exactly: (an eligibility criterion exists and no document, or
 * the document is expiring soon, or expired, or rejected) and the document is not pending, and the
 * membership is not cancelled, suspended or expired, and management is enabled. Which of the four notices
 * it is: rejected first (its reason), then expired, expiring soon, and none at all.
 */
export function documentNoticeOf(m: Facts): DocumentNoticeKind | null {
  const criterion = m.membershipType.eligibilityCriterion;
  const document = m.document;
  const status = document?.status.toLowerCase() ?? null;
  if (status === 'pending') return null;
  if (ended.includes(m.status.toLowerCase()) || !m.managementEnabled) return null;
  if (status === 'rejected') return 'rejected';
  if (document?.documentExpiry?.expired) return 'expired';
  if (document?.documentExpiry?.documentExpiringSoon) return 'expiringSoon';
  if (criterion !== null && document === null) return 'required';
  return null;
}
