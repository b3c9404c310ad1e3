import type { DocumentNoticeKind } from '@leisure/contracts/eligibility-document-rules';
import { addDays, daysBetween, localDate, operatorTimeZone } from '../../platform/local-time';
import { type DocumentExpiry, documentExpiry } from './document-expiry';

/**
 * Spec part 2 §4 "Document upload required", per membership, exactly: (an eligibility criterion exists and
 * no document, or the document is expiring soon, or expired, or rejected) and the document is not pending,
 * and the membership is not cancelled, suspended or expired, and management is enabled.
 *
 * "An eligibility criterion exists" is read as a criterion that asks for proof (eligibility_criteria
 * .proof_required): an age band is checked from the date of birth and has nothing to upload.
 */

export type ProofDocument = {
  status: string;
  rejectionReason: string | null;
  /** An approved document's last valid day (YYYY-MM-DD); null before review. */
  expiresOn: string | null;
};

export type NoticeInput = {
  /** The membership type's criterion asks for proof. */
  criterionNeedsProof: boolean;
  /** The membership's latest document, whatever its status; null when none was ever uploaded. */
  latest: ProofDocument | null;
  membershipStatus: string;
  managementEnabled: boolean;
};

/** The document's expiry as the list shows it: only an approved document has an end. */
export function expiryOf(
  document: ProofDocument | null,
  now: Date,
  timeZone = operatorTimeZone,
): DocumentExpiry {
  return documentExpiry(document?.status === 'approved' ? document.expiresOn : null, now, timeZone);
}

const endedStatuses = ['cancelled', 'suspended', 'expired'];

/** Which of the four notices a membership's card shows, or null when no upload is asked for. */
export function documentNotice(
  input: NoticeInput,
  now: Date,
  timeZone = operatorTimeZone,
): DocumentNoticeKind | null {
  if (!input.criterionNeedsProof) return null;
  if (!input.managementEnabled) return null;
  if (endedStatuses.includes(input.membershipStatus.toLowerCase())) return null;
  const latest = input.latest;
  if (latest === null) return 'required';
  const status = latest.status.toLowerCase();
  if (status === 'pending') return null;
  if (status === 'rejected') return 'rejected';
  const expiry = expiryOf(latest, now, timeZone);
  if (expiry.expired) return 'expired';
  if (expiry.documentExpiringSoon) return 'expiringSoon';
  return null;
}

/** Whether an upload is required (spec part 2 §4): any notice at all. */
export const documentUploadRequired = (input: NoticeInput, now: Date, timeZone = operatorTimeZone) =>
  documentNotice(input, now, timeZone) !== null;

/**
 * The day from which a membership has been without proof: the day after its last approved document's last
 * day, or (never proved) its first day. Null while it has valid proof.
 */
export function proofMissingSince(
  membershipStartDay: string,
  lastApprovedExpiresOn: string | null | undefined,
  today: string,
  hasValidProof: boolean,
): string | null {
  if (hasValidProof) return null;
  if (lastApprovedExpiresOn) {
    const since = addDays(lastApprovedExpiresOn, 1);
    return since > today ? null : since > membershipStartDay ? since : membershipStartDay;
  }
  return membershipStartDay;
}

/** Days left of the allowance to upload proof (never below 0); null while it has proof. */
export function allowanceDaysLeft(
  missingSince: string | null,
  allowanceDays: number,
  today: string,
): number | null {
  if (missingSince === null) return null;
  return Math.max(0, allowanceDays - daysBetween(missingSince, today));
}

export const todayAt = (now: Date, timeZone = operatorTimeZone) => localDate(now, timeZone);
