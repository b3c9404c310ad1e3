import { describe, expect, it } from 'vitest';
import { documentNoticeOf } from './document-notice';

const criterion = { id: 3, documentTypes: [{ id: 7, name: 'Student card' }] };
const base = {
  status: 'active' as const,
  managementEnabled: true,
  membershipType: { eligibilityCriterion: criterion },
  document: null,
};
const doc = (status: string, expiry: { documentExpiringSoon: boolean; expired: boolean } | null = null) => ({
  status,
  rejectionReason: status === 'rejected' ? 'Blurred' : null,
  documentExpiry: expiry,
  type: { name: 'Student card' },
});

describe('the document notice of a membership (spec part 2 §4)', () => {
  it('asks for proof when there is a criterion and no document', () => {
    expect(documentNoticeOf(base)).toBe('required');
    expect(documentNoticeOf({ ...base, membershipType: { eligibilityCriterion: null } })).toBeNull();
  });

  it('asks again when the document was rejected, has expired or expires soon', () => {
    expect(documentNoticeOf({ ...base, document: doc('rejected') })).toBe('rejected');
    expect(
      documentNoticeOf({
        ...base,
        document: doc('approved', { documentExpiringSoon: false, expired: true }),
      }),
    ).toBe('expired');
    expect(
      documentNoticeOf({
        ...base,
        document: doc('approved', { documentExpiringSoon: true, expired: false }),
      }),
    ).toBe('expiringSoon');
    expect(
      documentNoticeOf({
        ...base,
        document: doc('approved', { documentExpiringSoon: false, expired: false }),
      }),
    ).toBeNull();
  });

  it('says nothing while a document is pending', () => {
    expect(documentNoticeOf({ ...base, document: doc('PENDING') })).toBeNull();
  });

  it('says nothing for a cancelled, suspended or expired membership, or one not managed online', () => {
    for (const status of ['cancelled', 'suspended', 'expired'] as const)
      expect(documentNoticeOf({ ...base, status }), status).toBeNull();
    expect(documentNoticeOf({ ...base, managementEnabled: false })).toBeNull();
    expect(documentNoticeOf({ ...base, status: 'frozen' })).toBe('required');
  });
});
