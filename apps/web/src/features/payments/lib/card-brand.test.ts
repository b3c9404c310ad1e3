import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './card-brand';

describe('cardBrandOf', () => {
  it("labels a card without a brand as the spec's Mastercard", () => {
    expect(cardBrandOf(null)).toEqual({ key: 'mastercard' });
    expect(cardBrandOf(' ')).toEqual({ key: 'mastercard' });
  });

  it("keeps the gateway's brand, whatever its spelling", () => {
    expect(cardBrandOf('visa')).toEqual({ key: 'visa' });
    expect(cardBrandOf('American Express')).toEqual({ key: 'amex' });
    expect(cardBrandOf('diners_club')).toEqual({ key: 'diners' });
    expect(cardBrandOf('Cartes Bancaires')).toEqual({ name: 'Cartes Bancaires' });
  });
});
