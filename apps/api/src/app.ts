import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { activitiesRoutes, forgetTimetablesAfterWrites } from './modules/activities/activities.routes';
import { activityPricesRoutes } from './modules/activities/activity-prices.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { myAccountRoutes } from './modules/auth/my-account.routes';
import { basketRoutes } from './modules/basket/basket.routes';
import { attendanceRoutes } from './modules/bookings/attendance.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { v2BookingsRoutes } from './modules/bookings/v2-bookings.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { customQuestionsRoutes } from './modules/custom-questions/custom-questions.routes';
import { dataFieldsRoutes } from './modules/data-fields/data-fields.routes';
import { directDebitWebhooksRoutes } from './modules/direct-debit/direct-debit-webhooks.routes';
import { documentReviewRoutes } from './modules/eligibility/document-review.routes';
import { documentUploadRoutes } from './modules/eligibility/document-upload.routes';
import { feesRoutes } from './modules/fees/fees.routes';
import { footerRoutes } from './modules/footer/footer.routes';
import { deskRoutes } from './modules/front-of-house/desk.routes';
import { handoffRoutes } from './modules/front-of-house/handoff.routes';
import { guestPassRedemptionRoutes } from './modules/guest-passes/guest-pass-redemption.routes';
import { guestPassesRoutes } from './modules/guest-passes/guest-passes.routes';
import { publicGuestPassRoutes } from './modules/guest-passes/public-guest-pass.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { kioskRoutes } from './modules/kiosk/kiosk.routes';
import { registerKioskDevice } from './modules/kiosk/kiosk-device-request';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { createOfflineBasemap } from './modules/map/basemap';
import { mapRoutes } from './modules/map/map.routes';
import { membershipAccountRoutes } from './modules/memberships/membership-account.routes';
import { membershipCancellationRoutes } from './modules/memberships/membership-cancellation.routes';
import { membershipFreezeRoutes } from './modules/memberships/membership-freeze.routes';
import { membershipsRoutes } from './modules/memberships/memberships.routes';
import { onlineJoiningRoutes } from './modules/online-joining/online-joining.routes';
import { openDataRoutes } from './modules/open-data/open-data.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { packagesRoutes } from './modules/packages/packages.routes';
import { savedCardsRoutes } from './modules/saved-cards/saved-cards.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { termsRoutes } from './modules/terms/terms.routes';
import { themeRoutes } from './modules/theme/theme.routes';
import { linkedUsersRoutes } from './modules/users/linked-users.routes';
import { profilePhotoRoutes } from './modules/users/profile-photo.routes';
import { userProfileRoutes } from './modules/users/user-profile.routes';
import { venuesRoutes } from './modules/venues/venues.routes';
import { waitlistsRoutes } from './modules/waitlists/waitlists.routes';
import { waiversRoutes } from './modules/waivers/waivers.routes';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { createOfflineGazetteer } from './platform/geocoding/gazetteer';
import { registerErrorHandling } from './platform/http/errors';
import { healthRoutes } from './platform/http/health';
import { registerInputGuards } from './platform/http/input-guards';
import { registerMedia } from './platform/http/media';
import { registerOpenApi } from './platform/http/openapi';
import { registerOperator } from './platform/http/operator';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSession } from './platform/http/session';
import { shellAnswers } from './platform/http/shell-answers';
import { registerWebApp } from './platform/http/web-app';
import { registerWireCase, wireSerializerCompiler } from './platform/http/wire';
import { defaultWebDist } from './platform/paths';
import { sandboxGatewayRoutes } from './platform/payments/sandbox-gateway.routes';
import { createRateLimiter } from './platform/rate-limit/rate-limit';
import { createServices } from './services';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** The clock billing and the sandbox direct debit read (one per process; platform/clock.ts). */
  clock?: Clock;
};

/** Reads top to bottom: external plugins, then the app's own (operator, session, errors), then routes. */
export async function buildApp({
  config,
  database,
  logger = true,
  clock,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Only the configured proxies' X-Forwarded-* is believed: request.ip keys every per-address limit.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1_048_576,
    // Zod's compilers are the only ones, from the root down: named here, Fastify never loads Ajv and
    // fast-json-stringify, which it would otherwise load at start for schemas it never compiles (a third of
    // building the app; docs/decisions/032-start-up-and-shared-reads.md).
    schemaController: {
      // Fastify's types know only Ajv's and fast-json-stringify's compilers.
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => wireSerializerCompiler) as never,
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await registerOpenApi(app);

  const services = createServices(
    database.db,
    config,
    (err, emailId) => app.log.error({ err, emailId }, 'email not delivered'),
    app.log.child({ module: 'payments' }),
    clock,
  );
  registerErrorHandling(app);
  registerInputGuards(app);
  registerWireCase(app);
  registerOperator(app, (host) => services.clients.resolveOperator(host));
  registerSession(app, config, (token, clientId, options) =>
    services.auth.resolveSession(token, clientId, options),
  );
  registerKioskDevice(
    app,
    config,
    (clientId, token) => services.kiosks.identify(clientId, token),
    (host) => services.clients.resolveOperator(host),
  );
  forgetTimetablesAfterWrites(app, services.timetable);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(clientsRoutes, { clients: services.clients });
  await app.register(venuesRoutes, { venues: services.venues });
  await app.register(membershipsRoutes, { catalogue: services.membershipCatalogue });
  await app.register(membershipAccountRoutes, {
    list: services.membershipList,
    change: services.membershipChange,
    renewal: services.membershipRenewal,
  });
  await app.register(membershipCancellationRoutes, { cancellation: services.membershipCancellation });
  await app.register(membershipFreezeRoutes, {
    freezes: services.membershipFreezes,
    staffGuard: services.staffGuard,
  });
  await app.register(customQuestionsRoutes, { customQuestions: services.customQuestions });
  await app.register(directDebitWebhooksRoutes, { mandates: services.mandates });
  await app.register(onlineJoiningRoutes, {
    geocoder: createOfflineGazetteer(),
    limiter: createRateLimiter(database.db),
    joining: services.joining,
  });
  await app.register(mapRoutes, { basemap: createOfflineBasemap() });
  await app.register(imagesRoutes, { images: services.images });
  await app.register(themeRoutes, { theme: services.theme });
  await app.register(footerRoutes, { footer: services.footer });
  await app.register(authRoutes, { auth: services.auth, userProfile: services.userProfile, config });
  await app.register(staffRoutes, {
    signIn: services.staffSignIn,
    guard: services.staffGuard,
    audit: services.staffAudit,
    config,
  });
  await app.register(handoffRoutes, { handoff: services.handoff, staffGuard: services.staffGuard, config });
  await app.register(kioskRoutes, { kiosks: services.kiosks, staffGuard: services.staffGuard, config });
  await app.register(accountRoutes, {
    registration: services.registration,
    passwordReset: services.passwordReset,
    config,
  });
  await app.register(myAccountRoutes, { myAccount: services.myAccount, config });
  await app.register(dataFieldsRoutes, { dataFields: services.dataFields });
  await app.register(termsRoutes, { terms: services.terms });
  await app.register(mailboxRoutes, {
    mail: services.mail,
    clients: services.clients,
    enabled: config.devMailbox,
    resolveSession: (token, clientId) => services.auth.resolveSession(token, clientId),
  });
  await app.register(userProfileRoutes, { userProfile: services.userProfile });
  await app.register(feesRoutes, { fees: services.fees });
  await app.register(packagesRoutes, { packages: services.packages });
  await app.register(guestPassesRoutes, { guestPasses: services.guestPasses });
  await app.register(publicGuestPassRoutes, { passes: services.publicGuestPass });
  await app.register(guestPassRedemptionRoutes, {
    redemption: services.guestPassRedemption,
    staffGuard: services.staffGuard,
  });
  await app.register(deskRoutes, { desk: services.desk, guard: services.staffGuard });
  await app.register(creditsRoutes, { creditLists: services.creditLists });
  await app.register(profilePhotoRoutes, { photos: services.profilePhotos, staffGuard: services.staffGuard });
  await app.register(documentUploadRoutes, { uploads: services.documentUpload });
  await app.register(documentReviewRoutes, {
    review: services.documentReview,
    staffGuard: services.staffGuard,
  });
  await app.register(linkedUsersRoutes, { linkedUsers: services.linkedUsers });
  await app.register(waiversRoutes, { waivers: services.waivers });
  await app.register(activitiesRoutes, { timetable: services.timetable });
  await app.register(activityPricesRoutes, {
    prices: services.activityPrices,
    staffGuard: services.staffGuard,
  });
  await app.register(basketRoutes, { basket: services.basket, config });
  await app.register(checkoutRoutes, { checkout: services.checkout });
  await app.register(ordersRoutes, { orders: services.orders });
  await app.register(savedCardsRoutes, { savedCards: services.savedCards });
  await app.register(bookingsRoutes, { bookings: services.bookings });
  await app.register(coursesRoutes, { courses: services.courses });
  await app.register(waitlistsRoutes, { waitlists: services.waitlists });
  await app.register(v2BookingsRoutes, { bookings: services.bookings });
  await app.register(attendanceRoutes, { db: database.db, staffGuard: services.staffGuard });
  await app.register(calendarRoutes, {
    calendar: services.calendar,
    limiter: createRateLimiter(database.db),
    resolveOperator: (host) => services.clients.resolveOperator(host),
  });
  await app.register(openDataRoutes, {
    openData: services.openData,
    resolveOperator: (host) => services.clients.resolveOperator(host),
    ownsHost: (clientId, host) => services.clients.ownsHost(clientId, host),
    publicUrl: config.publicUrl,
  });
  await app.register(sandboxGatewayRoutes, {
    sandbox: services.sandboxGateway,
    origin: services.paymentOrigin,
    frameAncestors: ["'self'", ...(services.paymentOrigin ? [services.paymentOrigin] : [])],
  });

  await registerMedia(app);
  await registerWebApp(app, config.webDist ?? defaultWebDist, shellAnswers(app));
  return app;
}
