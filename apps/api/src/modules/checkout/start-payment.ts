import { toPrice } from '@leisure/contracts/money';
import { notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { CheckoutContext } from './checkout-context';
import { matchesQuote, quoteOf } from './payment-quote';

export const nothingToPayMessage = 'Nothing is left to pay by card.';
export { paymentClosedMessage } from './card-payment-steps';

/** Our payment row first, then the gateway's payment for it: a crash between leaves a row to recover. */
export async function startPayment(
  ctx: CheckoutContext,
  session: SessionContext,
  body: {
    idempotencyKey: string;
    creditAmount?: number | null | undefined;
    savedCardId?: number | null | undefined;
    selectedUserId?: number | null | undefined;
  },
) {
  const { deps, now, amounts, payments, recoveryAgeMs, steps } = ctx;
  const { gateway, savedCards, clientOf } = deps;
  const { clientId, userId } = session;
  if (body.selectedUserId) await deps.mayBookFor(clientId, userId, body.selectedUserId);
  const [a, client] = await Promise.all([
    amounts(clientId, userId, body.creditAmount ?? undefined),
    clientOf(clientId),
  ]);
  if (!a.cart || a.cart.lines.length === 0)
    throw unprocessable({ cart: ['Your basket is empty.'] }, 'Your basket is empty.');
  if (a.due <= 0) throw unprocessable({ payments: [nothingToPayMessage] }, nothingToPayMessage);
  const token = body.savedCardId ? await savedCards.tokenOf(clientId, userId, body.savedCardId) : null;
  if (body.savedCardId && !token) throw notFound('Saved card not found.');
  const { row, created } = await payments.open({
    clientId,
    userId,
    cartId: a.cart.cartId,
    idempotencyKey: body.idempotencyKey,
    provider: gateway.provider,
    amount: a.due,
    creditAmount: a.credit,
    currency: client.currency,
    // What this payment pays for, fixed now: only this can ever become its order.
    quote: quoteOf(a.cart, a.credit),
    recoverAfter: new Date(now().getTime() + recoveryAgeMs),
  });
  // The same key for another basket (a line added in another tab): this payment can never pay it.
  if (!created) await steps.refuseUnlessReusable(row, matchesQuote(row.quote, a.cart, a.credit));
  const atGateway = await steps.atGateway(row, token);
  const { cardFormUrl } = gateway.publicSettings();
  const needsForm = atGateway.status === 'requires_payment_method' && !token;
  return {
    paymentId: row.id,
    amount: toPrice(row.amount, row.currency),
    status: atGateway.status,
    clientSecret: atGateway.clientSecret,
    cardFormUrl:
      needsForm && cardFormUrl
        ? `${cardFormUrl}?client_secret=${encodeURIComponent(atGateway.clientSecret)}`
        : null,
  };
}
