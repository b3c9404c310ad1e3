import type { CompletedWaiver } from '@leisure/contracts/checkout';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { DeskTenderRequest } from '../basket/desk-tender-rules';
import { createOrderRecords } from '../orders/orders.service';
import type { PaymentRow } from '../payments/payments.service';
import type { CheckoutContext } from './checkout-context';
import type { DeskSale } from './order-input';

export const notThisSaleCardMessage = 'This card payment was not taken for this sale.';
export const cardUsedMessage = 'This card payment has already paid for another sale.';

export type DeskPayInput = {
  clientId: number;
  staffUserId: number;
  venueId: number;
  customerId: number;
  /** The call's tenders; null to pay with those put against the basket. */
  tenders: DeskTenderRequest[] | null;
  terms: number[];
  completedWaivers: CompletedWaiver[];
  idempotencyKey: string;
  recorded: DeskSale['recorded'];
};

/** A refusal of the card tender, as the desk's other tender refusals: 422 with the payments' message. */
const refuseCard = (message: string) => unprocessable({ payments: [message] }, message);

/**
 * The card tender's payment before the order: taken by this staff member for this customer, not yet an
 * order's, and authorised at the gateway (a declined card answers the gateway's message).
 */
async function cardPayment(
  ctx: CheckoutContext,
  input: DeskPayInput,
  paymentId: number,
): Promise<PaymentRow> {
  const payment = await ctx.payments.find(input.clientId, paymentId);
  if (!payment || payment.deskStaffUserId !== input.staffUserId || payment.userId !== input.customerId)
    throw refuseCard(notThisSaleCardMessage);
  if (payment.orderId !== null) throw refuseCard(cardUsedMessage);
  try {
    return await ctx.steps.authorised(payment);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 402) throw refuseCard(err.message);
    throw err;
  }
}

/**
 * The desk's pay call (decision 053): the staff member's basket for the customer becomes the customer's
 * order, source 'foh', with its seller, venue and tenders; the customer's terms and waivers as online. A
 * card tender's payment becomes the order's, is captured after the commit and released on a refusal,
 * as the online pay call's card (its state machine and the recovery sweep finish a crash either way).
 */
export async function payAtDesk(ctx: CheckoutContext, input: DeskPayInput) {
  const { clientId, staffUserId, venueId, customerId, tenders, recorded } = input;
  const made = await createOrderRecords(ctx.deps.db).findByKey(clientId, customerId, input.idempotencyKey);
  if (made) return { orderId: made.id, order: await ctx.deps.orders.view(clientId, made.id) };
  const card = tenders?.find((t) => t.tenderType === 'card');
  const payment = card?.paymentId ? await cardPayment(ctx, input, card.paymentId) : null;
  return ctx.finish({
    clientId,
    orderUserId: customerId,
    cartUserId: staffUserId,
    idempotencyKey: input.idempotencyKey,
    source: 'foh',
    credit: null,
    offline: null,
    payment,
    acceptedTerms: input.terms,
    completedWaivers: input.completedWaivers,
    now: ctx.now(),
    desk: { staffUserId, venueId, tenders, recorded },
  });
}
