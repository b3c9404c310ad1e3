import { describe, expect, it } from 'vitest';
import {
  defaultExpiry,
  documentFileHref,
  expiryProblem,
  maxReasonLength,
  reasonProblem,
} from './review-rules';

describe('reviewing a freeze or a document', () => {
  it('asks for a reason the member can read when rejecting', () => {
    expect(reasonProblem('')).toBe('empty');
    expect(reasonProblem('   \n')).toBe('empty');
    expect(reasonProblem('The letter is not dated.')).toBeNull();
    expect(reasonProblem(`  ${'x'.repeat(maxReasonLength)}  `)).toBeNull();
    expect(reasonProblem('x'.repeat(maxReasonLength + 1))).toBe('long');
  });

  it('opens a document’s file through the staff download route', () => {
    expect(documentFileHref(42)).toBe('/api/staff/eligibility-documents/42/file');
  });

  it('offers a year less a day as the document’s last valid day, and refuses a past one', () => {
    const today = new Date(2026, 10, 26, 9, 30);
    expect(defaultExpiry(today)).toBe('2027-11-25');
    expect(defaultExpiry(new Date(2028, 2, 1))).toBe('2029-02-28');
    expect(expiryProblem('2027-11-25', today)).toBeNull();
    expect(expiryProblem('2026-11-26', today)).toBeNull();
    expect(expiryProblem('2026-11-25', today)).toBe('past');
    expect(expiryProblem('', today)).toBe('empty');
    expect(expiryProblem('26/11/2027', today)).toBe('invalid');
  });
});
