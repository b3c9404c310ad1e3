import { describe, expect, it } from 'vitest';
import { manageOptions } from './manage-options';

const flags = {
  statusInfo: null,
  freezable: false,
  cancellable: false,
  renewable: false,
  canRenew: false,
  renewForbidReason: null,
  canChange: true,
  cannotChangeReason: null,
};

describe('manageOptions', () => {
  it('offers change, and freeze disabled as not freezable, for a plain monthly membership', () => {
    expect(manageOptions(flags)).toEqual([
      { action: 'change', enabled: true, reason: null },
      { action: 'freeze', enabled: false, reason: 'notFreezable' },
    ]);
  });

  it("gives the server's reasons for a change or a renewal it refuses", () => {
    const options = manageOptions({
      ...flags,
      canChange: false,
      cannotChangeReason: 'Memberships paid in full cannot be changed.',
      renewable: true,
      renewForbidReason: 'This membership has already been renewed.',
    });
    expect(options).toContainEqual({
      action: 'change',
      enabled: false,
      reason: 'Memberships paid in full cannot be changed.',
    });
    expect(options).toContainEqual({
      action: 'renew',
      enabled: false,
      reason: 'This membership has already been renewed.',
    });
  });

  it('says a freeze is pending before anything else about freezing', () => {
    for (const statusInfo of ['freeze pending', 'Freeze pending approval']) {
      expect(manageOptions({ ...flags, freezable: true, statusInfo })[1]).toEqual({
        action: 'freeze',
        enabled: false,
        reason: 'freezePending',
      });
    }
  });

  it('offers renew and cancel, in that order after freeze, only when the membership allows them', () => {
    const options = manageOptions({
      ...flags,
      freezable: true,
      renewable: true,
      canRenew: true,
      cancellable: true,
    });
    expect(options.map((o) => [o.action, o.enabled])).toEqual([
      ['change', true],
      ['freeze', true],
      ['renew', true],
      ['cancel', true],
    ]);
  });
});
