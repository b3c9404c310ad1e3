import type { Order } from '@leisure/contracts/checkout';
import type { Db } from '../../platform/db/client';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { LineTypes } from '../basket/line-types';
import type { OrdersService } from '../orders/orders.service';
import { type PaymentLog, silentPaymentLog } from '../payments/payment-states';
import { createPaymentRecords } from '../payments/payments.service';
import type { SavedCardsService } from '../saved-cards/saved-cards.service';
import type { TermsService } from '../terms/terms.service';
import { createCardPaymentSteps } from './card-payment-steps';
import type {
  BasketForCheckout,
  CheckoutCart,
  CreditsForCheckout,
  WaiversForCheckout,
} from './checkout.ports';
import { type BookedSession, queueOrderConfirmation, readCustomer } from './order-confirmation';
import { type OrderReversalDeps, reverseOrder } from './order-reversal';
import {
  CorrectableRefusal,
  type PlaceOrderDeps,
  type PlaceOrderInput,
  placeOrder,
  StalePriceError,
} from './place-order';

/** How long an unfinished payment is left to its customer before the recovery sweep takes it up. */
export const defaultRecoveryAgeMs = 10 * 60_000;
export type CheckoutDeps = {
  db: Db;
  gateway: PaymentGateway;
  /** Every kind of basket line, each checked, fulfilled and undone by its own module. */
  lineTypes: LineTypes;
  basket: BasketForCheckout;
  credits: CreditsForCheckout;
  terms: TermsService;
  orders: OrdersService;
  savedCards: SavedCardsService;
  /** The attendees' waivers; without it (unit wiring) none are asked for. */
  waivers?: WaiversForCheckout;
  termsAccepted?: PlaceOrderDeps['termsAccepted'];
  /** What follows from an order in its transaction (a membership cancellation waiting for its debts). */
  orderPlaced?: PlaceOrderDeps['orderPlaced'];
  clientOf: (clientId: number) => Promise<{ name: string; currency: string }>;
  confirmation: Parameters<typeof queueOrderConfirmation>[1];
  /** What undoing an order that cannot be paid needs beyond checkout's own parts. */
  reversal: Pick<OrderReversalDeps, 'credits' | 'bookAgainLink'>;
  /** Refuses (403) unless the caller may book for the user: themself or a linked family member. */
  mayBookFor: (clientId: number, actingUserId: number, targetUserId: number) => Promise<void>;
  log?: PaymentLog;
  recoveryAgeMs?: number;
  captureGraceMs?: number;
  now?: () => Date;
};

const cartTotal = (cart: CheckoutCart | null) =>
  cart?.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) ?? 0;

/**
 * What checkout's use cases share (prepare, start a payment, pay, pay at front of house, recovery):
 * the deps, the card's steps, the basket's amounts and `finish`, which turns a basket into its order.
 */
export function createCheckoutContext(deps: CheckoutDeps) {
  const { db, gateway, basket, credits, orders, savedCards, clientOf } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? silentPaymentLog;
  const recoveryAgeMs = deps.recoveryAgeMs ?? defaultRecoveryAgeMs;
  const payments = createPaymentRecords(db);
  const steps = createCardPaymentSteps({
    db,
    gateway,
    savedCards,
    now,
    log,
    recoveryAgeMs,
    reverse: (payment) =>
      reverseOrder(
        { db, lineTypes: deps.lineTypes, mail: deps.confirmation.mail, clientOf, log, ...deps.reversal },
        payment,
        now(),
      ),
  });
  const { voidUnlessOrdered, capture } = steps;
  /** The basket, the customer's credit and what is left for a card, read without changing anything. */
  async function amounts(clientId: number, userId: number, creditAsked: number | undefined) {
    const cart = await db.transaction((tx) => basket.lockOpenCartForCheckout(tx, { clientId, userId }));
    const total = cartTotal(cart);
    const balance = await credits.spendable(db, clientId, userId, 'general');
    const maxApplicable = Math.min(balance, total);
    const stored = cart?.tenders.find((t) => t.tenderType === 'credit')?.amount;
    const credit = Math.min(creditAsked ?? stored ?? 0, maxApplicable);
    return { cart, total, balance, maxApplicable, credit, due: total - credit };
  }

  /**
   * One order from a basket and its tenders, in one transaction, then the card captured and the email
   * sent. Any refusal releases the card; a stale price reprices the basket before answering.
   */
  async function finish(input: PlaceOrderInput): Promise<{ orderId: number; order: Order }> {
    let deliver: (() => Promise<void>) | null = null;
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    const [client, customer] = await Promise.all([
      clientOf(input.clientId),
      input.customer ?? readCustomer(db, input.clientId, input.orderUserId),
    ]);
    try {
      placed = await db.transaction((tx) =>
        placeOrder(tx, input, deps, async (result) => {
          const queued = await queueOrderConfirmation(
            tx,
            deps.confirmation,
            {
              clientId: input.clientId,
              userId: input.orderUserId,
              orderId: result.orderId,
              total: result.total,
              sessions: result.sessions as BookedSession[],
            },
            client,
            input.now,
            customer,
          );
          deliver = queued?.deliver ?? null;
        }),
      );
    } catch (err) {
      // A refusal the customer corrects keeps the card for their next try; any other releases it.
      if (input.payment && !(err instanceof CorrectableRefusal)) await voidUnlessOrdered(input.payment);
      if (err instanceof StalePriceError) {
        await db.transaction((tx) => basket.repriceLines(tx, err.cartId, err.prices));
      }
      throw err;
    }
    if (placed.kind === 'placed') {
      // The order is committed with its payment 'ordered': if this process dies here, the sweep captures.
      if (input.payment) await capture(await payments.find(input.clientId, input.payment.id));
      if (deliver) await (deliver as () => Promise<void>)();
    }
    return { orderId: placed.orderId, order: await orders.view(input.clientId, placed.orderId) };
  }

  return { deps, now, log, recoveryAgeMs, payments, steps, amounts, finish };
}
export type CheckoutContext = ReturnType<typeof createCheckoutContext>;
