import type { CompletedWaiver } from '@leisure/contracts/checkout';
import type { DeskTenderRequest } from '../basket/desk-tender-rules';
import type { CheckoutContext } from './checkout-context';
import type { DeskSale } from './order-input';

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

/**
 * The desk's pay call (decision 053): the staff member's basket for the customer becomes the customer's
 * order, source 'foh', with its seller, venue and tenders; the customer's terms and waivers as online.
 */
export function payAtDesk(ctx: CheckoutContext, input: DeskPayInput) {
  const { clientId, staffUserId, venueId, customerId, tenders, recorded } = input;
  return ctx.finish({
    clientId,
    orderUserId: customerId,
    cartUserId: staffUserId,
    idempotencyKey: input.idempotencyKey,
    source: 'foh',
    credit: null,
    offline: null,
    payment: null,
    acceptedTerms: input.terms,
    completedWaivers: input.completedWaivers,
    now: ctx.now(),
    desk: { staffUserId, venueId, tenders, recorded },
  });
}
