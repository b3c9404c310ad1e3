import { HttpError, unprocessable } from '../../platform/http/errors';
import type { CheckoutCart } from './checkout.ports';

export const amountChangedMessage = 'The amount to pay has changed. Please try again.';
export const cardNeededMessage = 'The amount due must be paid by card.';
export const notCoveredMessage = 'The payments do not cover the amount due.';

const paymentTypeOf = (card: number, credit: number, offline: { tenderType: string }[]) =>
  card > 0 && credit > 0
    ? 'card-and-credit'
    : card > 0
      ? 'card'
      : offline[0]
        ? offline[0].tenderType
        : credit > 0
          ? 'credit'
          : 'free';

/**
 * How the order is paid: the card's authorised amount, the credit and the offline tenders (those of the
 * call, or else those put against the basket) must come to the basket's total exactly.
 */
export function settleMoney(
  cart: CheckoutCart,
  /** The card's authorisation, with the credit it was quoted beside. */
  payment: { amount: number; creditAmount: number } | null,
  input: { credit: number | null; offline: { tenderType: string; amount: number }[] | null },
) {
  const total = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const card = payment?.amount ?? 0;
  const offline = (input.offline ?? cart.tenders).filter((t) => t.tenderType !== 'credit');
  const offlineTotal = offline.reduce((sum, t) => sum + t.amount, 0);
  const stored = cart.tenders.find((t) => t.tenderType === 'credit')?.amount ?? 0;
  const credit = payment ? payment.creditAmount : (input.credit ?? stored);
  if (card + credit + offlineTotal !== total) {
    if (payment) throw new HttpError(409, amountChangedMessage);
    const message = offline.length > 0 ? notCoveredMessage : cardNeededMessage;
    throw unprocessable({ payments: [message] }, message);
  }
  const paymentType = paymentTypeOf(card, credit, offline);
  return { total, credit, order: { total, paymentType, cardAmount: card, creditAmount: credit } };
}
