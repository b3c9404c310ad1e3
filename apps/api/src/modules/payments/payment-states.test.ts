import { describe, expect, it } from 'vitest';
import { canMove, paymentStatuses, retryDelayMs, statesBefore, unsettledStatuses } from './payment-states';

describe('the payment state machine', () => {
  it('lets only an authorised payment become an order, and only an ordered one be captured or reversed', () => {
    expect(statesBefore('ordered')).toEqual(['authorized']);
    expect(statesBefore('captured')).toEqual(['ordered']);
    expect(statesBefore('reversed')).toEqual(['ordered']);
  });

  it('never releases a payment whose order is made, and releases only through voiding', () => {
    expect(canMove('ordered', 'voiding')).toBe(false);
    expect(canMove('captured', 'voiding')).toBe(false);
    expect(statesBefore('voided')).toEqual(['voiding']);
    for (const from of ['created', 'requires_action', 'failed', 'authorized'] as const)
      expect(canMove(from, 'voiding')).toBe(true);
  });

  it('ends in captured, voided or reversed, which move nowhere, and every other state is the sweep’s', () => {
    const terminal = paymentStatuses.filter((s) => paymentStatuses.every((to) => !canMove(s, to)));
    expect(terminal).toEqual(['captured', 'voided', 'reversed']);
    expect([...unsettledStatuses].sort()).toEqual(
      paymentStatuses.filter((s) => !terminal.includes(s)).sort(),
    );
  });

  it('follows the gateway’s word before an order, back and forth', () => {
    expect(canMove('authorized', 'requires_action')).toBe(true);
    expect(canMove('failed', 'authorized')).toBe(true);
    expect(canMove('voiding', 'authorized')).toBe(false);
  });

  it('waits longer after each failed try, up to an hour', () => {
    expect(retryDelayMs(1)).toBe(15_000);
    expect(retryDelayMs(2)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(60_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
    expect(retryDelayMs(0)).toBe(15_000);
  });
});
