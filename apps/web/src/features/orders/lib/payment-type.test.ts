import { describe, expect, it } from 'vitest';
import { paymentTypeKey } from './payment-type';

describe('how an order was paid', () => {
  it('names the payment types the server sends', () => {
    expect(paymentTypeKey('card')).toBe('card');
    expect(paymentTypeKey('card-and-credit')).toBe('card-and-credit');
    expect(paymentTypeKey('offline-voucher')).toBe('offline-voucher');
  });

  it('says nothing of a free order, and keeps an unknown type apart', () => {
    expect(paymentTypeKey('free')).toBeNull();
    expect(paymentTypeKey('bitcoin')).toBe('other');
  });
});
