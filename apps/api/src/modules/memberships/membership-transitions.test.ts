import { membershipStatuses } from '@leisure/contracts/memberships';
import { describe, expect, it } from 'vitest';
import { allows, type MembershipEvent, transitions } from './membership-transitions';

const events = Object.keys(transitions) as MembershipEvent[];

describe('the membership lifecycle table', () => {
  it('ends for good: nothing moves a cancelled or expired membership', () => {
    for (const event of events) {
      expect(allows(event, 'cancelled')).toBe(false);
      expect(allows(event, 'expired')).toBe(false);
    }
  });

  it('lets every living membership be cancelled, and only a running one freeze', () => {
    for (const status of ['pending', 'active', 'frozen', 'suspended'])
      expect(allows('cancel', status)).toBe(true);
    expect(membershipStatuses.filter((s) => allows('freeze', s))).toEqual(['active']);
    expect(membershipStatuses.filter((s) => allows('reinstate', s))).toEqual(['suspended']);
  });

  it('moves only between the spec’s six states, and never to where it already is', () => {
    for (const event of events) {
      const { from, to } = transitions[event];
      expect(membershipStatuses).toContain(to);
      for (const status of from) expect(status).not.toBe(to);
    }
  });
});
