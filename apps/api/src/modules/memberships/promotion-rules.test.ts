import { describe, expect, it } from 'vitest';
import { normaliseCode, type PromotionRow, promotionTerms, promotionUsable } from './promotion-rules';

const promo = (over: Partial<PromotionRow> = {}): PromotionRow => ({
  id: 1,
  code: 'JOIN50',
  discountKind: 'percentage',
  discountValue: 50,
  months: 3,
  waivesJoiningFee: false,
  validFrom: '2026-11-01',
  validTo: '2026-11-30',
  usageLimit: 10,
  usedCount: 0,
  active: true,
  ...over,
});

describe('promotion rules', () => {
  it('is usable within its dates, both days included, and not outside them', () => {
    expect(promotionUsable(promo(), [], 7, '2026-11-01')).toBe(true);
    expect(promotionUsable(promo(), [], 7, '2026-11-30')).toBe(true);
    expect(promotionUsable(promo(), [], 7, '2026-10-31')).toBe(false);
    expect(promotionUsable(promo(), [], 7, '2026-12-01')).toBe(false);
    expect(promotionUsable(promo({ validFrom: null, validTo: null }), [], 7, '2030-01-01')).toBe(true);
  });

  it('is not usable switched off, used up, or for an option it does not list', () => {
    expect(promotionUsable(promo({ active: false }), [], 7, '2026-11-10')).toBe(false);
    expect(promotionUsable(promo({ usedCount: 10 }), [], 7, '2026-11-10')).toBe(false);
    expect(promotionUsable(promo({ usedCount: 9 }), [], 7, '2026-11-10')).toBe(true);
    expect(promotionUsable(promo({ usageLimit: null, usedCount: 500 }), [], 7, '2026-11-10')).toBe(true);
    expect(promotionUsable(promo(), [3, 4], 7, '2026-11-10')).toBe(false);
    expect(promotionUsable(promo(), [3, 7], 7, '2026-11-10')).toBe(true);
  });

  it('reads codes without case or spaces, and gives the pricing its terms', () => {
    expect(normaliseCode('  join50 ')).toBe('JOIN50');
    expect(promotionTerms(promo())).toEqual({
      discount: { kind: 'percentage', percent: 50 },
      months: 3,
      waivesJoiningFee: false,
    });
    expect(promotionTerms(promo({ discountKind: 'amount', discountValue: 500, months: null }))).toEqual({
      discount: { kind: 'amount', amount: 500 },
      months: null,
      waivesJoiningFee: false,
    });
    expect(
      promotionTerms(promo({ discountKind: null, discountValue: null, waivesJoiningFee: true })).discount,
    ).toBeNull();
  });
});
