import type { ActivitiesService } from '../modules/activities/activities.service';
import type { BasketService } from '../modules/basket/basket.service';
import type { LineTypes } from '../modules/basket/line-types';
import { createBookingsService } from '../modules/bookings/bookings.service';
import type { CancelDeps } from '../modules/bookings/cancel-booking';
import { createCheckoutService } from '../modules/checkout/checkout.service';
import { createPaymentRecovery } from '../modules/checkout/payment-recovery';
import { defaultCaptureGraceMs, type PlaceOrderDeps } from '../modules/checkout/place-order';
import type { ClientsService } from '../modules/clients/clients.service';
import type { CreditsService } from '../modules/credits/credits.service';
import type { FeesService } from '../modules/fees/fees.service';
import type { MailService } from '../modules/mail/mail.service';
import { sessionBenefits } from '../modules/memberships/membership-benefits';
import { membershipsOfOrders } from '../modules/memberships/order-memberships';
import { createOrdersService } from '../modules/orders/orders.service';
import { packageUses } from '../modules/packages/package-uses';
import type { PaymentLog } from '../modules/payments/payment-states';
import { createPaymentRecords } from '../modules/payments/payments.service';
import { createSavedCardsService } from '../modules/saved-cards/saved-cards.service';
import { allTermsAccepted, type TermsService } from '../modules/terms/terms.service';
import type { LinkedUsersService } from '../modules/users/linked-users.service';
import type { AttendeeWaivers } from '../modules/waivers/attendee-waivers';
import { type Config, emailLink } from '../platform/config';
import type { Db } from '../platform/db/client';
import { createSandboxGateway } from '../platform/payments/sandbox-gateway';
import { recentlyRead } from '../platform/recently-read';

type Others = {
  clients: ClientsService;
  activities: ActivitiesService;
  basket: BasketService;
  credits: CreditsService;
  terms: TermsService;
  mail: MailService;
  waivers: AttendeeWaivers;
  linkedUsers: Pick<LinkedUsersService, 'assertActsFor'>;
  /** Offers a place a cancellation freed to the session's waitlist (the waitlists module). */
  placeFreed?: CancelDeps['placeFreed'];
  /** Charges the operator's late-cancellation fee when a booking is cancelled inside its cut-off. */
  fees?: Pick<FeesService, 'chargeLateCancellation'>;
  /** Every kind of basket line, each checked, fulfilled and undone by its own module. */
  lineTypes: LineTypes;
  /** Where every step of a card payment is written down. */
  log?: PaymentLog | undefined;
  /** What follows from an order in its transaction: the memberships module's waiting cancellations. */
  orderPlaced?: PlaceOrderDeps['orderPlaced'];
};

/** The app's origin, when it is configured: where the card form may send its messages. */
function appOrigin(config: Config): string | null {
  const url = config.publicUrl ?? config.urls.bookings;
  return URL.canParse(url) ? new URL(url).origin : null;
}

/**
 * Bookings, orders, saved cards, the card gateway chosen by configuration (PAYMENT_GATEWAY), checkout and
 * the recovery of unsettled payments: part of the composition root (services.ts and this folder), the one
 * place where modules are given each other's services as ports.
 */
export function createCheckoutServices(db: Db, config: Config, others: Others) {
  // Every order answered and every confirmation sent names the operator and prices in its currency:
  // read again at most every 30 s, as the currency alone already is (clients.service).
  const clientOf = recentlyRead(30_000, async (clientId: number) => {
    const client = await others.clients.getClient(clientId);
    return { name: client.name, currency: client.currency };
  });
  const currencyOf = others.clients.currencyOf;
  const origin = appOrigin(config);
  const sandbox = createSandboxGateway(db, { origin, delayMs: config.sandboxGatewayDelayMs });
  const gateway = sandbox.gateway;
  const bookings = createBookingsService({
    db,
    currencyOf,
    activities: others.activities,
    credits: others.credits,
    actsFor: (clientId, actingUserId, userId) =>
      others.linkedUsers.assertActsFor(clientId, actingUserId, userId),
    placeFreed: others.placeFreed,
    settingsOf: async (clientId) => {
      const client = await others.clients.getClient(clientId);
      return {
        activitiesV2Enabled: client.activitiesV2Enabled,
        lateCancellationFee: client.lateCancellationFee,
      };
    },
    packageReturned: packageUses.giveBack,
    lateCancellation: others.fees
      ? async (tx, fee) => {
          await others.fees?.chargeLateCancellation(tx, fee);
        }
      : undefined,
    benefitReturned: sessionBenefits.giveBack,
  });
  const orders = createOrdersService({
    db,
    bookings,
    clientOf,
    sellerOf: async (clientId) => {
      const client = await others.clients.getClient(clientId);
      return { name: client.name, addressLines: client.addressLines, vatNumber: client.vatNumber };
    },
    // The order names its payment; only one that went through (not released or reversed) paid with a card.
    cardOf: async (clientId, paymentId) => {
      const payment = await createPaymentRecords(db).find(clientId, paymentId);
      const paid = payment?.providerRef && ['ordered', 'captured'].includes(payment.status);
      const card = paid ? (await gateway.retrievePayment(payment.providerRef!))?.card : null;
      return card ? { brand: card.brand, lastFour: card.lastFour } : null;
    },
    membershipsOf: (clientId, paidFor, currency) => membershipsOfOrders(db, clientId, paidFor, currency),
  });
  const savedCards = createSavedCardsService({ db, gateway });
  const bookingsLink = emailLink(config, `${config.urls.account.replace(/\/$/, '')}/bookings/upcoming`);
  const recoveryAgeMs = config.paymentRecoveryAfterMs;
  const checkout = createCheckoutService({
    db,
    gateway,
    lineTypes: others.lineTypes,
    basket: others.basket,
    credits: others.credits,
    terms: others.terms,
    termsAccepted: (tx, clientId, accepted) => allTermsAccepted(tx, clientId, 'checkout', accepted),
    waivers: others.waivers,
    orders,
    savedCards,
    clientOf,
    // The basket's rule: a customer for themself or linked family (the desk sells through its own URL).
    mayBookFor: (clientId, actingUserId, userId) =>
      others.linkedUsers.assertActsFor(clientId, actingUserId, userId),
    ...(others.log ? { log: others.log } : {}),
    ...(others.orderPlaced ? { orderPlaced: others.orderPlaced } : {}),
    recoveryAgeMs,
    // The pay call captures at once; the sweep makes sure of it only after this (no sooner than a few seconds).
    captureGraceMs: Math.min(defaultCaptureGraceMs, recoveryAgeMs),
    reversal: {
      credits: others.credits,
      bookAgainLink: emailLink(config, config.urls.bookings),
    },
    confirmation: {
      mail: others.mail,
      bookingsLink,
      uidDomain: origin ? new URL(origin).hostname : 'bookings.local',
    },
  });
  const paymentRecovery = createPaymentRecovery({
    db,
    gateway,
    checkout,
    ...(others.log ? { log: others.log } : {}),
    leaseMs: Math.min(60_000, recoveryAgeMs),
  });
  return {
    bookings,
    orders,
    savedCards,
    checkout,
    paymentRecovery,
    sandboxGateway: sandbox,
    paymentOrigin: origin,
  };
}
