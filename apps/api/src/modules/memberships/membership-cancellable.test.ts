import { describe, expect, it } from 'vitest';
import { cancellableOf, standingOf } from './membership-standing';

const running = {
  status: 'active',
  paymentType: 'recurring',
  membershipTypeId: 3,
  lastDay: null,
  successor: null,
  today: '2026-11-26',
} as const;

/** When the manage modal offers 'Cancel membership' (decision 045). */
describe('whether a membership may be cancelled', () => {
  it('is offered for a running membership managed online, whatever its payment type', () => {
    for (const status of ['pending', 'active', 'frozen', 'suspended'])
      expect(standingOf({ ...running, status }).cancellable).toBe(true);
    expect(standingOf({ ...running, paymentType: 'fixed', lastDay: '2027-01-31' }).cancellable).toBe(true);
  });

  it('is not offered once it has ended, nor for one from before online joining', () => {
    for (const status of ['cancelled', 'expired'])
      expect(standingOf({ ...running, status }).cancellable).toBe(false);
    expect(standingOf({ ...running, membershipTypeId: null }).cancellable).toBe(false);
  });

  it('is not offered twice, nor while a change or renewal follows it', () => {
    expect(standingOf({ ...running, cancellationRequested: true }).cancellable).toBe(false);
    expect(standingOf({ ...running, successor: 'change' }).cancellable).toBe(false);
    expect(standingOf({ ...running, successor: 'renewal' }).cancellable).toBe(false);
  });

  it('needs management enabled', () => {
    expect(cancellableOf(running, false)).toBe(false);
    expect(cancellableOf(running, true)).toBe(true);
  });
});
