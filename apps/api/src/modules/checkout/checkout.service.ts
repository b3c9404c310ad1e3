import type { CompleteCheckoutRequest } from '@leisure/contracts/checkout';
import type { SessionContext } from '../../platform/http/session';
import { type CheckoutDeps, createCheckoutContext } from './checkout-context';
import { complete } from './complete-checkout';
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
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
