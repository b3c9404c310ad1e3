import { randomUUID } from 'node:crypto';
import type { CompleteCheckoutRequest, Order } from '@leisure/contracts/checkout';
import { toPrice } from '@leisure/contracts/money';
import type { Db } from '../../platform/db/client';
import { forbidden, HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { OrdersService } from '../orders/orders.service';
import { beforeOrder, type PaymentLog, silentPaymentLog } from '../payments/payment-states';
import { createPaymentsRepository, type PaymentRow } from '../payments/payments.repository';
import type { SavedCardsService } from '../saved-cards/saved-cards.service';
import { type TermsService, termsNotAcceptedMessage } from '../terms/terms.service';
import { createUsersRepository } from '../users/users.repository';
import { createCardPaymentSteps, paymentStatusOf } from './card-payment-steps';
import type {
  ActivitiesForCheckout,
  BasketForCheckout,
  CheckoutCart,
  CoursesForCheckout,
  CreditsForCheckout,
  WaiversForCheckout,
} from './checkout.ports';
import { precheckWaivers } from './checkout-waivers';
import { type BookedSession, queueOrderConfirmation } from './order-confirmation';
import { type OrderReversalDeps, reverseOrder } from './order-reversal';
import { basketChangedMessage, matchesQuote, quoteOf } from './payment-quote';
import { type PlaceOrderInput, placeOrder, StalePriceError } from './place-order';

export const keyNeededMessage = 'An idempotency key is needed for a card payment.';
export const nothingToPayMessage = 'Nothing is left to pay by card.';
export const paymentClosedMessage = 'This payment has been cancelled. Please pay again.';
/** How long an unfinished payment is left to its customer before the recovery sweep takes it up. */
export const defaultRecoveryAgeMs = 10 * 60_000;
/** How long a committed order's capture is left to its pay call before the sweep makes sure of it. */
export const defaultCaptureGraceMs = 30_000;
export type CheckoutDeps = {
  db: Db;
  gateway: PaymentGateway;
  activities: ActivitiesForCheckout;
  basket: BasketForCheckout;
  credits: CreditsForCheckout;
  terms: TermsService;
  orders: OrdersService;
  savedCards: SavedCardsService;
  /** The attendees' waivers; without it (unit wiring) none are asked for. */
  waivers?: WaiversForCheckout;
  /** Courses: a course line's price and the course booking it makes; without it a course line is refused. */
  courses?: CoursesForCheckout;
  clientOf: (clientId: number) => Promise<{ name: string; currency: string }>;
  confirmation: Parameters<typeof queueOrderConfirmation>[1];
  /** What undoing an order that cannot be paid needs beyond checkout's own parts. */
  reversal: Pick<OrderReversalDeps, 'credits' | 'placeFreed' | 'bookAgainLink'>;
  /** Refuses (403) unless the caller may book for the user: themself, a linked family member, or, for staff, any customer. */
  mayBookFor: (clientId: number, actingUserId: number, targetUserId: number) => Promise<void>;
  log?: PaymentLog;
  recoveryAgeMs?: number;
  captureGraceMs?: number;
  now?: () => Date;
};

const cartTotal = (cart: CheckoutCart | null) =>
  cart?.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) ?? 0;

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, gateway, basket, credits, terms, orders, savedCards, clientOf } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? silentPaymentLog;
  const recoveryAgeMs = deps.recoveryAgeMs ?? defaultRecoveryAgeMs;
  const payments = createPaymentsRepository(db);
  const steps = createCardPaymentSteps({
    db,
    gateway,
    savedCards,
    now,
    log,
    recoveryAgeMs,
    reverse: (payment) =>
      reverseOrder(
        { db, activities: deps.activities, mail: deps.confirmation.mail, clientOf, log, ...deps.reversal },
        payment,
        now(),
      ),
  });
  const { voidUnlessOrdered, capture, authorised } = steps;

  /** The basket, the customer's credit and what is left for a card, read without changing anything. */
  async function amounts(clientId: number, userId: number, creditAsked: number | undefined) {
    const cart = await db.transaction((tx) => basket.lockOpenCartForCheckout(tx, { clientId, userId }));
    const total = cartTotal(cart);
    const balance = await credits.balance(db, clientId, userId, 'general');
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
    const client = await clientOf(input.clientId);
    try {
      placed = await db.transaction(async (tx) => {
        const result = await placeOrder(tx, input, deps);
        if (result.kind === 'placed') {
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
          );
          deliver = queued?.deliver ?? null;
        }
        return result;
      });
    } catch (err) {
      if (input.payment) await voidUnlessOrdered(input.payment);
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

  return {
    finish,
    steps,

    async prepare(
      session: SessionContext,
      query: { creditAmount?: number | undefined; selectedUserId?: number | null | undefined },
    ) {
      const { clientId, userId } = session;
      if (query.selectedUserId) await deps.mayBookFor(clientId, userId, query.selectedUserId);
      const [a, client] = await Promise.all([
        amounts(clientId, userId, query.creditAmount),
        clientOf(clientId),
      ]);
      const cur = client.currency;
      const [termsList, cards] = await Promise.all([
        a.cart ? terms.list(clientId, a.cart.cartId) : Promise.resolve([]),
        savedCards.list(clientId, userId, now()),
      ]);
      return {
        provider: a.due > 0 ? gateway.provider : ('none' as const),
        total: toPrice(a.total, cur),
        creditAvailable: toPrice(a.balance, cur),
        creditMaxApplicable: toPrice(a.maxApplicable, cur),
        amountDue: toPrice(a.due, cur),
        paymentRequired: a.due > 0,
        currency: cur,
        gateway: gateway.publicSettings(),
        savedCards: cards,
        termsIds: termsList.map((t) => t.id),
      };
    },

    /** Our payment row first, then the gateway's payment for it: a crash between leaves a row to recover. */
    async startPayment(
      session: SessionContext,
      body: {
        idempotencyKey: string;
        creditAmount?: number | null | undefined;
        savedCardId?: number | null | undefined;
        selectedUserId?: number | null | undefined;
      },
    ) {
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
      const { row, created } = await payments.insertOrFind({
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
      if (!created) {
        if (row.orderId === null && !(beforeOrder as readonly string[]).includes(row.status))
          throw new HttpError(409, paymentClosedMessage);
        // The same key for another basket (a line added in another tab): this payment can never pay it.
        if (row.orderId === null && !matchesQuote(row.quote, a.cart, a.credit)) {
          await voidUnlessOrdered(row);
          throw new HttpError(409, basketChangedMessage);
        }
      }
      let atGateway = row.providerRef ? await gateway.retrievePayment(row.providerRef) : null;
      if (!atGateway) {
        atGateway = await gateway.createPayment({
          amount: row.amount,
          currency: row.currency,
          merchantRef: `${clientId}:${row.id}`,
          ...(token ? { savedCardToken: token } : {}),
        });
        await payments.update(
          row.id,
          { providerRef: atGateway.ref, failureMessage: atGateway.lastError },
          now(),
        );
        // A saved card is authorised at once; a typed one waits for the card form.
        await payments.move(row.id, paymentStatusOf(atGateway), now());
      }
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
    },

    /** The pay call of the web checkout: credit, a card payment made at the gateway, or nothing to pay. */
    async complete(session: SessionContext, body: CompleteCheckoutRequest, headerKey: string | undefined) {
      const { clientId, userId } = session;
      const cardTender = body.payments.find((p) => p.tenderType === 'card');
      const key = body.idempotencyKey ?? headerKey;
      if (cardTender && !key) throw unprocessable({ idempotency_key: [keyNeededMessage] });
      if (body.payments.some((p) => p.tenderType !== 'card' && p.tenderType !== 'credit')) {
        throw forbidden('Only front of house can take offline payments.');
      }
      if (key) {
        const made = await orders.repository(db).findByKey(clientId, userId, key);
        if (made) return { orderId: made.id, order: await orders.view(clientId, made.id) };
      }
      let payment: PaymentRow | null = null;
      if (cardTender && cardTender.tenderType === 'card') {
        payment = await payments.find(clientId, cardTender.paymentId);
        if (!payment || payment.userId !== userId) throw notFound('Payment not found.');
        if (payment.orderId)
          return { orderId: payment.orderId, order: await orders.view(clientId, payment.orderId) };
        payment = await authorised(payment);
      }
      const cart = await db.transaction((tx) => basket.lockOpenCartForCheckout(tx, { clientId, userId }));
      // Terms are checked before anything is touched: the customer ticks the box and pays again with the
      // same authorised card.
      if (cart && !(await terms.allAccepted(clientId, 'checkout', body.terms))) {
        throw unprocessable({ terms: [termsNotAcceptedMessage] }, termsNotAcceptedMessage);
      }
      if (cart && deps.waivers) {
        await precheckWaivers(
          db,
          { activities: deps.activities, waivers: deps.waivers },
          { clientId, userId, lines: cart.lines, completed: body.completedWaivers },
        );
      }
      const asked = body.payments.find((p) => p.tenderType === 'credit');
      const stored = cart?.tenders.find((t) => t.tenderType === 'credit')?.amount;
      return finish({
        clientId,
        orderUserId: userId,
        cartUserId: userId,
        idempotencyKey: key ?? randomUUID(),
        source: body.source,
        credit: (asked && asked.tenderType === 'credit' ? asked.amount : stored) ?? 0,
        offline: [],
        payment,
        completedWaivers: body.completedWaivers,
        now: now(),
      });
    },

    /** Front of house: a staff member's basket, paid in offline tenders, booked for the chosen customer. */
    async payAtFrontOfHouse(
      session: SessionContext,
      body: CompleteCheckoutRequest,
      headerKey: string | undefined,
    ) {
      const { clientId, userId } = session;
      const users = createUsersRepository(db);
      const staff = await users.findById(clientId, userId);
      if (staff?.role !== 'staff') throw forbidden();
      if (!body.selectedUserId)
        throw unprocessable({ selected_user_id: ['Please choose the customer to book for.'] });
      const customer = await users.findById(clientId, body.selectedUserId);
      if (!customer) throw notFound('Customer not found.');
      if (body.payments.some((p) => p.tenderType === 'card')) {
        throw unprocessable({
          payments: ['Card payments are taken at the terminal: record them as offline tenders.'],
        });
      }
      const given = body.payments.flatMap((p) => (p.tenderType === 'card' ? [] : [p]));
      // Without tenders in the call, the ones put against the basket (PUT cart/payments) pay it.
      const tenders =
        given.length > 0
          ? given
          : ((await db.transaction((tx) => basket.lockOpenCartForCheckout(tx, { clientId, userId })))
              ?.tenders ?? []);
      const credit = tenders.find((t) => t.tenderType === 'credit')?.amount ?? 0;
      return finish({
        clientId,
        orderUserId: customer.id,
        cartUserId: userId,
        idempotencyKey: body.idempotencyKey ?? headerKey ?? randomUUID(),
        source: 'front-of-house',
        credit,
        offline: tenders.filter((t) => t.tenderType !== 'credit'),
        payment: null,
        now: now(),
      });
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
