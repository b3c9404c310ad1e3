import type { PaymentQuote } from '../payments/payments.service';
import type { CheckoutCart } from './checkout.ports';

export const basketChangedMessage =
  'Your basket has changed since you started to pay. Please review your basket and pay again.';

type QuoteLine = PaymentQuote['lines'][number];

/** A line's facts in one fixed order, whatever else the line carries or jsonb's key order. */
const factsOf = (l: QuoteLine): QuoteLine => ({
  id: l.id,
  cartableType: l.cartableType,
  cartableId: l.cartableId,
  occurrenceId: l.occurrenceId,
  purchasedForUserId: l.purchasedForUserId,
  pricingOptionId: l.pricingOptionId,
  parentItemId: l.parentItemId,
  unitPrice: l.unitPrice,
  quantity: l.quantity,
});

function quoteFrom(cartId: number, lines: readonly QuoteLine[], credit: number): PaymentQuote {
  const facts = lines.map(factsOf).sort((a, b) => a.id - b.id);
  const total = facts.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return { cartId, lines: facts, total, credit };
}

/** What a card payment is created to pay for: the basket's lines as priced now, and the credit beside the card. */
export function quoteOf(cart: CheckoutCart, credit: number): PaymentQuote {
  return quoteFrom(cart.cartId, cart.lines, credit);
}

/**
 * Whether the basket is still exactly what the payment was quoted for: the same lines, for the same
 * people, at the same prices, with the same credit. Anything else is another order, which this
 * authorisation never priced; a payment from before quotes were kept matches nothing.
 */
export function matchesQuote(quote: PaymentQuote | null, cart: CheckoutCart, credit: number): boolean {
  if (!quote) return false;
  const now = quoteOf(cart, credit);
  return JSON.stringify(now) === JSON.stringify(quoteFrom(quote.cartId, quote.lines, quote.credit));
}
