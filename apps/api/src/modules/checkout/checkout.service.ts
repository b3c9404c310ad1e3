import type { CompleteCheckoutRequest } from '@leisure/contracts/checkout';
import type { SessionContext } from '../../platform/http/session';
import { type CheckoutDeps, createCheckoutContext } from './checkout-context';
import { complete } from './complete-checkout';
import { payAtFrontOfHouse } from './pay-at-front-of-house';
import { prepare } from './prepare-checkout';
import { startPayment } from './start-payment';

/**
 * Checkout's use cases, each in a file of its own, over one shared context: prepare (what paying needs),
 * start a card payment, pay (the web's pay call), pay at front of house; `finish` and the card's `steps`
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
    payAtFrontOfHouse: (
      session: SessionContext,
      body: CompleteCheckoutRequest,
      headerKey: string | undefined,
    ) => payAtFrontOfHouse(ctx, session, body, headerKey),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
