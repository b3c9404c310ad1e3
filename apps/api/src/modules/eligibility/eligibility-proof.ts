import { localDate, operatorTimeZone } from '../../platform/local-time';
import {
  allowanceDaysLeft,
  documentNotice,
  expiryOf,
  type ProofDocument,
  proofMissingSince,
} from './document-notice';
import type { EligibilityDocumentsRepository, ProofMembershipRow } from './eligibility-documents.repository';

export type MembershipDocument = Awaited<ReturnType<EligibilityDocumentsRepository['documentsOf']>>[number];

/** Where a membership needing proof stands: its latest document, its proof, its notice and its allowance. */
export type ProofState = {
  membership: ProofMembershipRow;
  latest: MembershipDocument | null;
  /** The latest approved document, valid or not. */
  lastApproved: MembershipDocument | null;
  hasValidProof: boolean;
  notice: ReturnType<typeof documentNotice>;
  /** The day it has been without proof since; null while it has valid proof. */
  missingSince: string | null;
  allowanceDaysLeft: number | null;
  today: string;
};

/** Groups documents (newest first) by membership. */
export function byMembership(documents: MembershipDocument[]): Map<number, MembershipDocument[]> {
  const out = new Map<number, MembershipDocument[]>();
  for (const d of documents) {
    if (d.membershipId === null) continue;
    out.set(d.membershipId, [...(out.get(d.membershipId) ?? []), d]);
  }
  return out;
}

export function proofStateOf(
  membership: ProofMembershipRow,
  documents: MembershipDocument[],
  now: Date,
  timeZone = operatorTimeZone,
): ProofState {
  const today = localDate(now, timeZone);
  const latest = documents[0] ?? null;
  const lastApproved = documents.find((d) => d.status === 'approved') ?? null;
  const hasValidProof = lastApproved !== null && !expiryOf(lastApproved, now, timeZone).expired;
  const notice = documentNotice(
    {
      criterionNeedsProof: true,
      latest: latest as ProofDocument | null,
      membershipStatus: membership.status,
      managementEnabled: membership.managementEnabled,
    },
    now,
    timeZone,
  );
  const missingSince = proofMissingSince(
    localDate(membership.startsAt, timeZone),
    lastApproved?.expiresOn,
    today,
    hasValidProof,
  );
  return {
    membership,
    latest,
    lastApproved,
    hasValidProof,
    notice,
    missingSince,
    allowanceDaysLeft: allowanceDaysLeft(missingSince, membership.allowanceDays, today),
    today,
  };
}

/** The proof states of these memberships, their documents read in one query. */
export async function proofStates(
  repo: EligibilityDocumentsRepository,
  memberships: ProofMembershipRow[],
  now: Date,
): Promise<ProofState[]> {
  const documents = byMembership(await repo.documentsOf(memberships.map((m) => m.id)));
  return memberships.map((m) => proofStateOf(m, documents.get(m.id) ?? [], now));
}
