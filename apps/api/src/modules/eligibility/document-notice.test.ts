import { describe, expect, it } from 'vitest';
import { allowanceDaysLeft, documentNotice, type NoticeInput, proofMissingSince } from './document-notice';

const now = new Date('2026-05-01T09:00:00Z');
const base: NoticeInput = {
  criterionNeedsProof: true,
  latest: null,
  membershipStatus: 'active',
  managementEnabled: true,
};
const approved = (expiresOn: string) => ({ status: 'approved', rejectionReason: null, expiresOn });

describe('document upload required (spec part 2 §4), per membership', () => {
  it('asks for proof when the criterion needs it and there is no document', () => {
    expect(documentNotice(base, now)).toBe('required');
    expect(documentNotice({ ...base, criterionNeedsProof: false }, now)).toBeNull();
  });

  it('asks again after a rejection, and when the document is expiring soon or expired', () => {
    expect(
      documentNotice(
        { ...base, latest: { status: 'rejected', rejectionReason: 'Blurred', expiresOn: null } },
        now,
      ),
    ).toBe('rejected');
    expect(documentNotice({ ...base, latest: approved('2026-05-31') }, now)).toBe('expiringSoon');
    expect(documentNotice({ ...base, latest: approved('2026-04-30') }, now)).toBe('expired');
    expect(documentNotice({ ...base, latest: approved('2026-06-01') }, now)).toBeNull();
  });

  it('never while a document is pending', () => {
    expect(
      documentNotice({ ...base, latest: { status: 'pending', rejectionReason: null, expiresOn: null } }, now),
    ).toBeNull();
  });

  it('never for a cancelled, suspended or expired membership, whatever the case of its status', () => {
    for (const membershipStatus of ['cancelled', 'SUSPENDED', 'Expired'])
      expect(documentNotice({ ...base, membershipStatus }, now), membershipStatus).toBeNull();
    expect(documentNotice({ ...base, membershipStatus: 'frozen' }, now)).toBe('required');
    expect(documentNotice({ ...base, membershipStatus: 'pending' }, now)).toBe('required');
  });

  it('never when management is not enabled', () => {
    expect(documentNotice({ ...base, managementEnabled: false }, now)).toBeNull();
  });
});

describe('the allowance to upload proof', () => {
  it('runs from the first day without proof: the start, or the day after the last approved document', () => {
    expect(proofMissingSince('2026-04-20', null, '2026-05-01', false)).toBe('2026-04-20');
    expect(proofMissingSince('2026-01-01', '2026-04-25', '2026-05-01', false)).toBe('2026-04-26');
    expect(proofMissingSince('2026-01-01', '2026-06-25', '2026-05-01', true)).toBeNull();
  });

  it('counts down to 0 and no further', () => {
    expect(allowanceDaysLeft('2026-05-01', 14, '2026-05-01')).toBe(14);
    expect(allowanceDaysLeft('2026-04-20', 14, '2026-05-01')).toBe(3);
    expect(allowanceDaysLeft('2026-04-01', 14, '2026-05-01')).toBe(0);
    expect(allowanceDaysLeft(null, 14, '2026-05-01')).toBeNull();
  });
});
