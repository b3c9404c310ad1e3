import { describe, expect, it } from 'vitest';
import { currencySymbol, toPrice } from './money';

describe('money', () => {
  it('divides raw pence by 100 and shows two decimals', () => {
    expect(toPrice(1345)).toEqual({ raw: 1345, decimal: '13.45', formatted: '£13.45' });
    expect(toPrice(5)).toEqual({ raw: 5, decimal: '0.05', formatted: '£0.05' });
    expect(toPrice(0).formatted).toBe('£0.00');
    expect(toPrice(123456789).formatted).toBe('£1,234,567.89');
  });

  it('keeps the sign of a refund or credit', () => {
    expect(toPrice(-250)).toEqual({ raw: -250, decimal: '-2.50', formatted: '-£2.50' });
  });

  it('uses the currency’s symbol, £ by default', () => {
    expect(toPrice(1000, 'EUR').formatted).toBe('€10.00');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('JPY')).toBe('£');
  });

  it('refuses fractions of a penny', () => {
    expect(() => toPrice(10.5)).toThrow(TypeError);
  });
});
