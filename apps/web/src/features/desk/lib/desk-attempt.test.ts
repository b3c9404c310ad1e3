import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './desk-attempt';

describe('the pay call’s idempotency key', () => {
  it('is the same for a retry of one attempt and new for a changed one', () => {
    let n = 0;
    const keyFor = createAttemptKeys(() => `key-${++n}`);
    const cash = [{ tenderType: 'cash' as const, amount: 900, tendered: 2000 }];
    expect(keyFor('cart-1', [2, 1], cash)).toBe('key-1');
    expect(keyFor('cart-1', [1, 2], cash)).toBe('key-1');
    expect(keyFor('cart-1', [1, 2], [{ tenderType: 'cash', amount: 900, tendered: 1000 }])).toBe('key-2');
    expect(keyFor('cart-1', [1], cash)).toBe('key-3');
  });
});
