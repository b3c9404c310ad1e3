import type { PromotionTerms } from './membership-pricing';

export type PromotionRow = {
  id: number;
  code: string;
  discountKind: string | null;
  discountValue: number | null;
  months: number | null;
  waivesJoiningFee: boolean;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
};

export const codeNotRecognisedMessage = 'Code not recognised';

/** A code as customers type it: case and surrounding spaces aside. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * Whether a promotion may be used today for a payment option: switched on, within its dates, not used
 * up, and for that option (or for every option when it lists none). The submit checks again under the
 * promotion's lock, where the count is taken.
 */
export function promotionUsable(
  promotion: PromotionRow,
  forOptions: number[],
  paymentOptionId: number,
  today: string,
): boolean {
  if (!promotion.active) return false;
  if (promotion.validFrom !== null && today < promotion.validFrom) return false;
  if (promotion.validTo !== null && today > promotion.validTo) return false;
  if (promotion.usageLimit !== null && promotion.usedCount >= promotion.usageLimit) return false;
  return forOptions.length === 0 || forOptions.includes(paymentOptionId);
}

/** The promotion as the pricing module reads it (decision 038). */
export function promotionTerms(promotion: PromotionRow): PromotionTerms {
  const discount =
    promotion.discountKind === 'percentage'
      ? { kind: 'percentage' as const, percent: promotion.discountValue! }
      : promotion.discountKind === 'amount'
        ? { kind: 'amount' as const, amount: promotion.discountValue! }
        : null;
  return { discount, months: promotion.months, waivesJoiningFee: promotion.waivesJoiningFee };
}
