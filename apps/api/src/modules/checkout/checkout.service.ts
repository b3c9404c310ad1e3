import type { CompleteCheckoutRequest } from '@leisure/contracts/checkout';
import type { SessionContext } from '../../platform/http/session';
import { type CheckoutDeps, createCheckoutContext } from './checkout-context';
import { complete } from './complete-checkout';
import { type DeskCardInput, startDeskCard } from './desk-card-payment';
import { type DeskPayInput, payAtDesk } from './pay-at-desk';
import { prepare } from './prepare-checkout';
import { startPayment } from './start-payment';

/**
 * Checkout's use cases, each in a file of its own, over one shared context: prepare (what paying needs),
 * start a card payment, pay (the web's pay call), pay at the desk; `finish` and the card's `steps`
 * serve the recovery sweep too.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const ctx = createCheckoutContext(deps);
  return {
    finish: ctx.finish,
    steps: ctx.steps,
    prepare: (session: SessionContext, query: Parameters<typeof prepare>[2]) => prepare(ctx, session, query),
    startPayment: (session: SessionContext, body: Parameters<typeof startPayment>[2]) =>
      startPayment(ctx, session, body),
    complete: (session: SessionContext, body: CompleteCheckoutRequest, headerKey: string | undefined) =>
      complete(ctx, session, body, headerKey),
    /** The desk's pay call (modules/front-of-house calls it for a staff member the guard let in). */
    payAtDesk: (input: DeskPayInput) => payAtDesk(ctx, input),
    /** A card payment for the desk basket, the pay call's card tender once authorised. */
    startDeskCard: (input: DeskCardInput) => startDeskCard(ctx, input),
    /** The card that paid (brand and last four), from the gateway: only a payment that went through. */
    async cardOf(clientId: number, paymentId: number) {
      const payment = await ctx.payments.find(clientId, paymentId);
      if (!payment?.providerRef || !['ordered', 'captured'].includes(payment.status)) return null;
      const card = (await deps.gateway.retrievePayment(payment.providerRef))?.card;
      return card ? { brand: card.brand, lastFour: card.lastFour } : null;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
