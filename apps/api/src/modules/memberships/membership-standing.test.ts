import { describe, expect, it } from 'vitest';
import { addDays } from '../../platform/local-time';
import { type StandingInput, standingMessages, standingOf } from './membership-standing';

const today = '2026-11-26';
const monthly: StandingInput = {
  status: 'active',
  paymentType: 'recurring',
  membershipTypeId: 1,
  lastDay: null,
  successor: null,
  today,
};
const yearly: StandingInput = { ...monthly, paymentType: 'fixed', lastDay: addDays(today, 10) };

describe('what a member may do with a membership', () => {
  it('changes a running membership; a monthly one is not renewed', () => {
    expect(standingOf(monthly)).toMatchObject({
      managementEnabled: true,
      canChange: true,
      cannotChangeReason: null,
      renewable: false,
      canRenew: false,
      renewForbidReason: null,
    });
  });

  it('cannot be managed online when the operator turns it off for the type', () => {
    expect(standingOf({ ...monthly, typeManagementEnabled: false })).toMatchObject({
      managementEnabled: false,
      canChange: false,
      cannotChangeReason: standingMessages.notSoldOnline,
      cancellable: false,
      freezable: false,
    });
  });

  it('says why a membership may not change', () => {
    const reason = (over: Partial<StandingInput>) => standingOf({ ...monthly, ...over }).cannotChangeReason;
    expect(reason({ status: 'pending' })).toBe(standingMessages.notStarted);
    expect(reason({ status: 'frozen' })).toBe(standingMessages.frozen);
    expect(reason({ status: 'suspended' })).toBe(standingMessages.suspended);
    expect(reason({ successor: 'change' })).toBe(standingMessages.changing);
    expect(reason({ successor: 'renewal' })).toBe(standingMessages.renewed);
    expect(reason({ membershipTypeId: null })).toBe(standingMessages.notSoldOnline);
    expect(reason({ paymentType: 'fixed', lastDay: today })).toBe(standingMessages.endsToday);
  });

  it('renews a single payment in its last 30 days, once', () => {
    expect(standingOf(yearly)).toMatchObject({ renewable: true, canRenew: true });
    expect(standingOf({ ...yearly, lastDay: addDays(today, 30) })).toMatchObject({
      renewable: true,
      canRenew: false,
      renewForbidReason: standingMessages.tooEarly,
    });
    expect(standingOf({ ...yearly, successor: 'renewal' }).renewForbidReason).toBe(standingMessages.renewed);
    expect(standingOf({ ...yearly, status: 'suspended' }).renewForbidReason).toBe(
      standingMessages.suspendedRenew,
    );
  });

  it('renews a lapsed single payment for 90 days after it ended, though it can no longer be managed', () => {
    const lapsed = { ...yearly, status: 'expired', lastDay: addDays(today, -90) };
    expect(standingOf(lapsed)).toMatchObject({ managementEnabled: false, renewable: true, canRenew: true });
    expect(standingOf({ ...lapsed, lastDay: addDays(today, -91) }).renewable).toBe(false);
    expect(standingOf({ ...lapsed, successor: 'change' }).renewable).toBe(false);
    expect(standingOf({ ...lapsed, status: 'cancelled' }).renewable).toBe(false);
  });
});
