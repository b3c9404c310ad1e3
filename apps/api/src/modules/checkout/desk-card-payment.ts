import type { CardPresence } from '@leisure/contracts/foh-desk-rules';
import { toPrice } from '@leisure/contracts/money';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { CheckoutContext } from './checkout-context';
import { emptyBasketMessage } from './lock-basket';
import { matchesQuote, quoteOf } from './payment-quote';

export const cardOverBalanceMessage = 'The card payment cannot be more than what is left to pay.';

export type DeskCardInput = {
  clientId: number;
  staffUserId: number;
  customerId: number;
  amount: number;
  presence: CardPresence;
  idempotencyKey: string;
};

/**
 * A card payment for the desk basket (decision 053): the payments row first, then the gateway's payment,
 * as online (start-payment.ts), but the customer's and the staff member's who takes it, for the desk
 * basket, never beside credit (the pay call's tenders carry that) and never a card to save. Its amount is
 * at most what the cheques, vouchers and credit put against the basket leave: only cash may be more.
 */
export async function startDeskCard(ctx: CheckoutContext, input: DeskCardInput) {
  const { deps, now, payments, recoveryAgeMs, steps } = ctx;
  const { db, gateway, basket, clientOf } = deps;
  const { clientId, staffUserId, customerId } = input;
  const [cart, client] = await Promise.all([
    db.transaction((tx) =>
      basket.lockOpenCartForCheckout(tx, { clientId, userId: staffUserId, deskCustomerId: customerId }),
    ),
    clientOf(clientId),
  ]);
  if (!cart || cart.lines.length === 0)
    throw unprocessable({ cart: [emptyBasketMessage] }, emptyBasketMessage);
  const total = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const others = cart.tenders.filter((t) => t.tenderType !== 'cash').reduce((sum, t) => sum + t.amount, 0);
  if (input.amount > total - others)
    throw unprocessable({ amount: [cardOverBalanceMessage] }, cardOverBalanceMessage);
  const { row, created } = await payments.open({
    clientId,
    userId: customerId,
    cartId: cart.cartId,
    idempotencyKey: input.idempotencyKey,
    provider: gateway.provider,
    amount: input.amount,
    creditAmount: 0,
    currency: client.currency,
    quote: quoteOf(cart, 0),
    recoverAfter: new Date(now().getTime() + recoveryAgeMs),
    deskStaffUserId: staffUserId,
    cardPresence: input.presence,
  });
  if (!created) {
    const same =
      row.deskStaffUserId === staffUserId &&
      row.amount === input.amount &&
      row.cardPresence === input.presence;
    if (!same) throw new HttpError(409, 'This idempotency key was used for another card payment.');
    await steps.refuseUnlessReusable(row, matchesQuote(row.quote, cart, 0));
  }
  const atGateway = await steps.atGateway(row);
  // Keyed: the gateway's card form, which never offers to save the card at the desk; present: its reader.
  const page = input.presence === 'keyed' ? gateway.publicSettings().cardFormUrl : gateway.cardReaderUrl();
  const secret = encodeURIComponent(atGateway.clientSecret);
  return {
    paymentId: row.id,
    amount: toPrice(row.amount, row.currency),
    status: atGateway.status,
    clientSecret: atGateway.clientSecret,
    cardFormUrl:
      page && atGateway.status === 'requires_payment_method'
        ? `${page}?client_secret=${secret}${input.presence === 'keyed' ? '&save_card=off' : ''}`
        : null,
  };
}
