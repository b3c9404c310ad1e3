import { describe, expect, it } from 'vitest';
import { shownStatus, statusTone } from './pass-status';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('the status a pass shows', () => {
  it("is the server's while the pass is in its dates", () => {
    expect(shownStatus({ status: 'issued', validTo: '2026-11-26T12:00:01Z' }, now)).toBe('issued');
    expect(shownStatus({ status: 'redeemed', validTo: '2026-11-20T00:00:00Z' }, now)).toBe('redeemed');
    expect(shownStatus({ status: 'expired', validTo: '2026-11-20T00:00:00Z' }, now)).toBe('expired');
  });

  it('is expired for an issued pass whose end has passed by this clock (a page left open)', () => {
    expect(shownStatus({ status: 'issued', validTo: '2026-11-26T12:00:00Z' }, now)).toBe('expired');
    expect(shownStatus({ status: 'issued', validTo: '2026-11-19T12:00:00Z' }, now)).toBe('expired');
  });

  it('is coloured success for issued and redeemed, danger for expired', () => {
    expect(statusTone('issued')).toBe('success');
    expect(statusTone('redeemed')).toBe('success');
    expect(statusTone('expired')).toBe('danger');
  });
});
