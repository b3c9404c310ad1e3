import { describe, expect, it } from 'vitest';
import { extensionOf, proofContentType } from './freeze-proof';
import { freezeMessages, freezeRefusal } from './membership-freeze-standing';
import { standingOf } from './membership-standing';

const running = {
  status: 'active',
  statusInfo: null,
  managementEnabled: true,
  successor: null,
  lastDay: null,
  today: '2026-11-26',
};

describe('whether a membership may be frozen', () => {
  it('allows an active membership managed online, monthly or a single payment', () => {
    expect(freezeRefusal(running)).toBeNull();
    expect(freezeRefusal({ ...running, lastDay: '2026-12-10' })).toBeNull();
    expect(
      standingOf({
        status: 'active',
        paymentType: 'fixed',
        membershipTypeId: 4,
        lastDay: '2026-12-10',
        successor: null,
        today: '2026-11-26',
      }).freezable,
    ).toBe(true);
  });

  it('says why not, for every reason', () => {
    expect(freezeRefusal({ ...running, managementEnabled: false })).toBe(freezeMessages.notManaged);
    expect(freezeRefusal({ ...running, statusInfo: 'freeze pending approval' })).toBe(freezeMessages.pending);
    expect(freezeRefusal({ ...running, statusInfo: 'freeze pending' })).toBe(freezeMessages.pending);
    expect(freezeRefusal({ ...running, status: 'frozen' })).toBe(freezeMessages.frozen);
    for (const status of ['pending', 'suspended', 'cancelled', 'expired'])
      expect(freezeRefusal({ ...running, status })).toBe(freezeMessages.notActive);
    expect(freezeRefusal({ ...running, successor: 'change' })).toBe(freezeMessages.changing);
    expect(freezeRefusal({ ...running, cancellationRequested: true })).toBe(freezeMessages.cancelling);
    expect(freezeRefusal({ ...running, lastDay: '2026-11-26' })).toBe(freezeMessages.endsToday);
    // A membership with no type is not managed online: not freezable either.
    expect(
      standingOf({
        status: 'active',
        paymentType: null,
        membershipTypeId: null,
        lastDay: null,
        successor: null,
        today: '2026-11-26',
      }).freezable,
    ).toBe(false);
  });
});

describe('what a proof of eligibility is, by its first bytes', () => {
  it('knows JPEG, PNG and PDF, and nothing else whatever its name', () => {
    expect(proofContentType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(proofContentType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(proofContentType(Buffer.from('%PDF-1.7\n%%EOF'))).toBe('application/pdf');
    expect(proofContentType(Buffer.concat([Buffer.from('\n\n'), Buffer.from('%PDF-1.4')]))).toBe(
      'application/pdf',
    );
    expect(proofContentType(Buffer.from('MZ\x90\x00\x03'))).toBeNull();
    expect(proofContentType(Buffer.from('GIF89a'))).toBeNull();
    expect(proofContentType(Buffer.alloc(0))).toBeNull();
    expect(extensionOf['application/pdf']).toBe('pdf');
  });
});
