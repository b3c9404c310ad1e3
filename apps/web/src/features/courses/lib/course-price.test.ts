import { describe, expect, it } from 'vitest';
import { courseCurrencySymbol, coursePriceText } from './course-price';

describe('courseCurrencySymbol', () => {
  it('reads the symbol from the formatted price first', () => {
    expect(courseCurrencySymbol({ value: 80, formatted: '€80.00', currency: 'GBP' })).toBe('€');
    expect(courseCurrencySymbol({ value: -5, formatted: '-$5.00', currency: 'GBP' })).toBe('$');
  });

  it('falls back to the currency code, then to £', () => {
    expect(courseCurrencySymbol({ value: 80, formatted: '80.00', currency: 'USD' })).toBe('$');
    expect(courseCurrencySymbol({ value: 80, formatted: '80.00', currency: 'eur' })).toBe('€');
    expect(courseCurrencySymbol({ value: 80, formatted: '80.00', currency: 'GBP' })).toBe('£');
    expect(courseCurrencySymbol({ value: 80, formatted: '80.00', currency: 'JPY' })).toBe('£');
    expect(courseCurrencySymbol({ value: 80, formatted: '', currency: '' })).toBe('£');
  });

  it('takes a currency that is already a symbol, and ignores a code in the formatted price', () => {
    expect(courseCurrencySymbol({ value: 80, formatted: '80.00', currency: '$' })).toBe('$');
    expect(courseCurrencySymbol({ value: 80, formatted: 'USD 80.00', currency: 'USD' })).toBe('$');
  });
});

describe('coursePriceText', () => {
  it('keeps a formatted price that has its symbol', () => {
    expect(coursePriceText({ value: 1200, formatted: '£1,200.00', currency: 'GBP' })).toBe('£1,200.00');
  });

  it('builds the price from the value with two decimals otherwise', () => {
    expect(coursePriceText({ value: 72, formatted: '72', currency: 'USD' })).toBe('$72.00');
    expect(coursePriceText({ value: 1234.5, formatted: '', currency: 'XYZ' })).toBe('£1,234.50');
  });
});
