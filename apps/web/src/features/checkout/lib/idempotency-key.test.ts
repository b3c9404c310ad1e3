import { describe, expect, it } from 'vitest';
import { checkoutAttempt, forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key';

describe('idempotencyKeyFor', () => {
  it('gives the same key to the same attempt and another to a changed basket', () => {
    const attempt = checkoutAttempt('cart-1', [3, 1], 0, 1300);
    const key = idempotencyKeyFor(attempt);
    expect(key).toMatch(/^[\w-]{8,100}$/);
    expect(idempotencyKeyFor(checkoutAttempt('cart-1', [1, 3], 0, 1300))).toBe(key);
    expect(idempotencyKeyFor(checkoutAttempt('cart-1', [1, 3], 500, 1300))).not.toBe(key);
    expect(idempotencyKeyFor(checkoutAttempt('cart-1', [1], 0, 650))).not.toBe(key);
    // A line repriced by the server is another basket, though its lines are the same.
    expect(idempotencyKeyFor(checkoutAttempt('cart-1', [1, 3], 0, 1400))).not.toBe(key);
  });

  it('starts a new attempt once the old one is forgotten', () => {
    const attempt = checkoutAttempt('cart-2', [1], 0, 650);
    const key = idempotencyKeyFor(attempt);
    forgetIdempotencyKey(attempt);
    expect(idempotencyKeyFor(attempt)).not.toBe(key);
  });
});
