import { createAuthService } from './modules/auth/auth.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { staffSessionTimes } from './modules/auth/staff-session-times';
import { heldPlaces } from './modules/basket/basket.repository';
import { createBasketService, holdMinutes } from './modules/basket/basket.service';
import { createLineTypes } from './modules/basket/line-types';
import { createBookingsRepository } from './modules/bookings/bookings.repository';
import {
  attendeeStanding,
  cancelBundleBookings,
  hasActiveBooking,
} from './modules/bookings/bookings.service';
import { createSessionLineType } from './modules/bookings/session-line';
import { createSessionPlaces } from './modules/bookings/session-places';
import { createCalendarService } from './modules/calendar/calendar.service';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createClientsService } from './modules/clients/clients.service';
import { createCourseLineType } from './modules/courses/course-line';
import { createCoursesService, isCourseActivity } from './modules/courses/courses.service';
import { createCustomQuestionsService } from './modules/custom-questions/custom-questions.service';
import { createMandatesService } from './modules/direct-debit/mandates.service';
import { createDocumentReview } from './modules/eligibility/document-review';
import { createDocumentUpload } from './modules/eligibility/document-upload';
import { createProofSweep } from './modules/eligibility/eligibility-sweeps';
import { createFeeLine, feeLine } from './modules/fees/fee-line';
import { feeStanding } from './modules/fees/fees.service';
import { createPenaltiesRepository } from './modules/fees/penalties.repository';
import { createFooterService } from './modules/footer/footer.service';
import { createDesk } from './modules/front-of-house/desk.service';
import { createGuestPassRedemption } from './modules/guest-passes/guest-pass-redemption';
import { createGuestPassesRepository } from './modules/guest-passes/guest-passes.repository';
import { createGuestPassesService } from './modules/guest-passes/guest-passes.service';
import { createPublicGuestPass } from './modules/guest-passes/public-guest-pass';
import { createImagesRepository } from './modules/images/images.repository';
import { createImagesService } from './modules/images/images.service';
import { guestPassBenefits } from './modules/memberships/guest-pass-benefits';
import { createJoining } from './modules/memberships/join-membership';
import { sessionBenefits } from './modules/memberships/membership-benefits';
import { createMembershipBilling } from './modules/memberships/membership-billing';
import { createMembershipCancellation } from './modules/memberships/membership-cancellation';
import { createMembershipCatalogue } from './modules/memberships/membership-catalogue.service';
import { createMembershipChange } from './modules/memberships/membership-change';
import { createMembershipFreezes } from './modules/memberships/membership-freeze';
import { createMembershipLineType } from './modules/memberships/membership-line';
import { createMembershipList } from './modules/memberships/membership-list';
import { createMembershipRenewal } from './modules/memberships/membership-renewal';
import { createMembershipsRepository } from './modules/memberships/memberships.repository';
import { createOpenDataService } from './modules/open-data/open-data.service';
import { recordOrder } from './modules/orders/record-order';
import { packageGuestPasses } from './modules/packages/package-guest-passes';
import { packageLine } from './modules/packages/package-line';
import { packageUses } from './modules/packages/package-uses';
import { createPackagesService } from './modules/packages/packages.service';
import type { PaymentLog } from './modules/payments/payment-states';
import { listStaffAudit, type StaffAuditQuery } from './modules/staff/staff-audit-list';
import { createStaffGuard, type StaffContext } from './modules/staff/staff-guard';
import { createStaffSignIn } from './modules/staff/staff-sign-in';
import { allTermsAccepted } from './modules/terms/terms.service';
import { createThemeRepository } from './modules/theme/theme.repository';
import { createThemeService } from './modules/theme/theme.service';
import { createLinkedUsersRepository } from './modules/users/linked-users.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersDirectory } from './modules/users/users-directory';
import { createVenuesRepository } from './modules/venues/venues.repository';
import { createVenuesService } from './modules/venues/venues.service';
import { createWaitlistsService } from './modules/waitlists/waitlists.service';
import { type Clock, createClock } from './platform/clock';
import { type Config, emailLink } from './platform/config';
import { openFieldCipher } from './platform/crypto/data-encryption-key';
import type { Db, Tx } from './platform/db/client';
import { createDirectDebitProvider } from './platform/direct-debit/create-provider';
import { createLocalFileStorage } from './platform/file-storage';
import { operatorTimeZone } from './platform/local-time';
import { createRateLimiter } from './platform/rate-limit/rate-limit';
import { createAccountServices } from './wiring/account-services';
import { createActivityServices } from './wiring/activity-services';
import { createCheckoutServices } from './wiring/checkout-services';
import { createCustomerServices } from './wiring/customer-services';
import { createKioskServices } from './wiring/kiosk-services';

/**
 * The composition root (with wiring/): builds every repository and service once per app and hands
 * modules each other's services as ports. A module never constructs another's service.
 */
export function createServices(
  db: Db,
  config: Config,
  onMailError?: (err: unknown, emailId: number) => void,
  /** Where every step of a card payment is written down (pino's logger in the app). */
  paymentLog?: PaymentLog,
  /** The one clock billing and the sandbox direct debit read (tests move it; platform/clock.ts). */
  clock: Clock = createClock(),
) {
  const clients = createClientsService(createClientsRepository(db), config.urls);
  const venues = createVenuesService(createVenuesRepository(db));
  const images = createImagesService(createImagesRepository(db));
  const theme = createThemeService({
    repository: createThemeRepository(db),
    maintenanceMode: () => config.maintenanceMode,
  });
  const footer = createFooterService({ clients, venues });
  const auth = createAuthService({
    sessions: createSessionsRepository(db),
    users: createUsersDirectory(db),
    sessionTtlMs: config.sessionTtlMs,
    limiter: createRateLimiter(db),
    idleNow: clock.now,
  });
  const accounts = createAccountServices(db, config, { clients, venues, auth }, onMailError);
  const customers = createCustomerServices(
    db,
    config,
    clients,
    {
      // Called when a family member is removed, after `basket` and `waitlists` below exist.
      dropFromBasket: (tx, clientId, holderUserId, memberId) =>
        basket.dropAttendee(tx, clientId, holderUserId, memberId),
      leaveWaitlists: (tx, clientId, memberId, at) => waitlists.leaveAll(tx, clientId, memberId, at),
      bookings: attendeeStanding,
      fees: feeStanding,
      memberships: async (tx, clientId, memberId, at) => {
        const memberships = createMembershipsRepository(tx);
        return {
          active: await memberships.hasActive(clientId, memberId, at),
          hasHistory: (await memberships.listForUser(clientId, memberId)).length > 0,
        };
      },
    },
    async (clientId, userId) => {
      const [held, billingDay, instruction] = await Promise.all([
        createMembershipsRepository(db).listForUser(clientId, userId),
        createMembershipsRepository(db).billingDayOf(clientId, userId),
        // Called per request, after `mandates` below exists.
        mandates.live(db, clientId, userId),
      ]);
      return {
        // A join still waiting in the basket is not one of their memberships yet.
        memberships: held
          .filter((m) => m.status !== 'pending' || m.orderId !== null)
          .map((m) => ({ id: m.id, name: m.name, status: m.status })),
        hasInstruction: instruction !== null,
        hasBillingDate: billingDay !== null,
      };
    },
  );
  const users = createUsersRepository(db);
  const activityServices = createActivityServices(db, clients);
  const courses = createCoursesService({
    db,
    activities: activityServices.activities,
    credits: customers.credits,
    heldPlaces,
    actsFor: (clientId, actingUserId, userId) =>
      customers.linkedUsers.assertActsFor(clientId, actingUserId, userId),
    cancelBundleBookings,
    currencyOf: clients.currencyOf,
    // Called at cancel time, after `waitlists` below exists.
    placeFreed: (tx, clientId, occurrenceId, at) => waitlists.placeFreed(tx, clientId, occurrenceId, at),
  });
  const places = createSessionPlaces({
    activities: activityServices.activities,
    // Called when an order is undone, after `waitlists` below exists.
    placeFreed: (tx, clientId, occurrenceId, at) => waitlists.placeFreed(tx, clientId, occurrenceId, at),
  });
  const directDebit = createDirectDebitProvider(config, db, { now: clock.now });
  const mandates = createMandatesService({
    db,
    provider: directDebit,
    // Called per webhook, after `membershipBilling` below exists.
    collectionEvent: (tx, event) => membershipBilling.applyCollectionEvent(tx, event),
    cipher: openFieldCipher(config),
    customerOf: async (clientId, userId) => {
      const user = await users.findById(clientId, userId);
      return { email: user?.email ?? '', givenName: user?.firstName ?? '', familyName: user?.lastName ?? '' };
    },
  });
  // Every kind of basket line (docs/decisions/019-line-types.md), in the order they lock what they take.
  const lineTypes = createLineTypes([
    createCourseLineType({ places }),
    createSessionLineType({
      places,
      activities: activityServices.activities,
      isCourseActivity,
      benefits: sessionBenefits,
      packages: packageUses,
    }),
    // A failed collection's fee paid reinstates its membership in the paying order's transaction.
    createFeeLine({ paid: (tx, fee) => membershipBilling.feePaid(tx, fee) }),
    createMembershipLineType({
      mandates,
      timeZoneOf: async (executor, clientId, venueId) =>
        (await createVenuesRepository(executor).list(clientId)).find((v) => v.id === venueId)?.timeZone ??
        operatorTimeZone,
    }),
    packageLine,
  ]);
  const basket = createBasketService({
    db,
    lineTypes,
    linkedUsers: customers.linkedUsers,
    users,
    credits: customers.credits,
    currencyOf: clients.currencyOf,
    nameOf: async (clientId, userId) => {
      const user = await users.findById(clientId, userId);
      return user ? `${user.firstName} ${user.lastName}` : null;
    },
    waiversRequired: customers.attendeeWaivers.required,
  });
  const membershipBilling = createMembershipBilling({
    db,
    provider: directDebit,
    now: clock.now,
    currencyOf: clients.currencyOf,
    fees: {
      charge: (tx, fee) =>
        createPenaltiesRepository(tx).insert({
          clientId: fee.clientId,
          userId: fee.userId,
          venueId: fee.venueId,
          type: 'membership_collection',
          description: fee.description,
          feeAmount: fee.amount,
          incurredAt: fee.at,
        }),
      settle: (tx, clientId, penaltyId) => createPenaltiesRepository(tx).markCollected(clientId, penaltyId),
    },
    credits: {
      spendable: (tx, clientId, userId) => customers.credits.spendable(tx, clientId, userId, 'membership'),
      spend: (tx, spend) =>
        customers.credits.spend(tx as Tx, { ...spend, kind: 'membership', orderId: null }),
      award: (tx, award) => customers.credits.award(tx, { ...award, kind: 'membership', orderId: null }),
    },
  });
  const packages = createPackagesService({
    db,
    currencyOf: clients.currencyOf,
    familyOf: async (executor, clientId, userId) =>
      (await createLinkedUsersRepository(executor).list(clientId, userId)).map((member) => member.id),
    guestPassesSent: (executor, purchaseIds) => createGuestPassesRepository(executor).sentFrom(purchaseIds),
    now: clock.now,
  });
  const guestPasses = createGuestPassesService({
    db,
    operatorOf: (clientId) => clients.getClient(clientId),
    actsFor: (clientId, actingUserId, userId) =>
      customers.linkedUsers.assertActsFor(clientId, actingUserId, userId),
    firstNameOf: async (clientId, userId) => (await users.findById(clientId, userId))?.firstName ?? '',
    benefits: guestPassBenefits,
    packages: packageGuestPasses,
    mail: accounts.mail,
    limiter: createRateLimiter(db),
    site: {
      publicUrl: config.publicUrl,
      localOrigin: emailLink({ publicUrl: undefined, port: config.port }, ''),
      ownsHost: clients.ownsHost,
    },
    now: clock.now,
  });
  const guestPassesOn = async (clientId: number) =>
    (await clients.getClient(clientId)).onlineGuestPassesEnabled;
  const publicGuestPass = createPublicGuestPass({
    db,
    limiter: createRateLimiter(db),
    enabled: guestPassesOn,
    now: clock.now,
  });
  const guestPassRedemption = createGuestPassRedemption({
    db,
    isStaff: (clientId, userId) => createUsersDirectory(db).isStaff(clientId, userId),
    enabled: guestPassesOn,
    now: clock.now,
  });
  const account = config.urls.account.replace(/\/$/, '');
  const waitlists = createWaitlistsService({
    db,
    activities: activityServices.activities,
    mail: accounts.mail,
    actsFor: (clientId, actingUserId, userId) =>
      customers.linkedUsers.assertActsFor(clientId, actingUserId, userId),
    hasActiveBooking,
    insertBooking: (tx, booking) => createBookingsRepository(tx).insert(booking),
    basketHoldMinutes: holdMinutes,
    entryLink: (id) => emailLink(config, `${account}/bookings/${id}`),
  });
  const checkoutServices = createCheckoutServices(db, config, {
    placeFreed: waitlists.placeFreed,
    clients,
    activities: activityServices.activities,
    basket,
    credits: customers.credits,
    terms: accounts.terms,
    mail: accounts.mail,
    waivers: customers.attendeeWaivers,
    linkedUsers: customers.linkedUsers,
    fees: customers.fees,
    lineTypes,
    log: paymentLog,
    // Called per order, after `membershipCancellation` below exists.
    orderPlaced: (tx, order) => membershipCancellation.orderPlaced(tx, order),
  });
  const calendar = createCalendarService({
    db,
    publicUrl: config.publicUrl,
    uidDomain: checkoutServices.paymentOrigin
      ? new URL(checkoutServices.paymentOrigin).hostname
      : 'bookings.local',
    clientName: async (clientId) => (await clients.getClient(clientId)).name,
  });
  const membershipCatalogue = createMembershipCatalogue({
    db,
    venues,
    currencyOf: clients.currencyOf,
    dateOfBirthOf: async (clientId, userId) => (await users.findById(clientId, userId))?.dateOfBirth ?? null,
    billingDayOf: (clientId, userId) => createMembershipsRepository(db).billingDayOf(clientId, userId),
  });
  const customQuestions = createCustomQuestionsService({
    db,
    isFamilyOf: async (executor, clientId, parentUserId, userId) =>
      (await createLinkedUsersRepository(executor).find(clientId, parentUserId, userId)) !== null,
  });

  const joining = createJoining({
    db,
    catalogue: membershipCatalogue,
    dateOfBirthOf: async (clientId, userId) => (await users.findById(clientId, userId))?.dateOfBirth ?? null,
    collectsBillingAddress: async (clientId) =>
      (await clients.getClient(clientId)).collectDirectDebitBillingAddress,
    termsAccepted: async (executor, clientId, kinds, accepted) => {
      for (const kind of kinds)
        if (!(await allTermsAccepted(executor, clientId, kind, accepted))) return false;
      return true;
    },
    mandates,
    withBasket: basket.withLines,
  });

  // The customer and the family they act for: their memberships are listed and managed together.
  const householdOf = async (clientId: number, userId: number) => {
    const [self, family] = await Promise.all([
      users.findById(clientId, userId),
      createLinkedUsersRepository(db).list(clientId, userId),
    ]);
    return [
      { id: userId, name: self ? `${self.firstName} ${self.lastName}` : '' },
      ...family.map((f) => ({ id: f.id, name: `${f.firstName} ${f.lastName}` })),
    ];
  };
  const membershipList = createMembershipList({
    db,
    currencyOf: clients.currencyOf,
    householdOf,
    documents: customers.eligibility.listFacts,
  });
  const documentUpload = createDocumentUpload({
    db,
    storage: createLocalFileStorage(`${config.dataDir}/uploads`),
    limiter: createRateLimiter(db),
    householdIds: async (clientId, userId) => (await householdOf(clientId, userId)).map((h) => h.id),
  });
  const eligibilityProof = createProofSweep({
    mail: accounts.mail,
    membershipsLink: emailLink(config, `${account}/memberships`),
  });
  const documentReview = createDocumentReview({
    db,
    storage: createLocalFileStorage(`${config.dataDir}/uploads`),
    isStaff: (clientId, userId) => createUsersDirectory(db).isStaff(clientId, userId),
  });
  const membershipChange = createMembershipChange({
    db,
    catalogue: membershipCatalogue,
    currencyOf: clients.currencyOf,
    householdOf,
    withBasket: basket.withLines,
    placeFreeOrder: (tx, { name, purchasedForUserId, ...order }) =>
      recordOrder(tx, {
        ...order,
        total: 0,
        paymentType: 'free',
        source: 'online-joining',
        item: { type: 'membership', name, purchasedForUserId, price: 0 },
      }),
  });
  const membershipFreezes = createMembershipFreezes({
    db,
    householdOf,
    isStaff: (clientId, userId) => createUsersDirectory(db).isStaff(clientId, userId),
    storage: createLocalFileStorage(`${config.dataDir}/uploads`),
    mail: accounts.mail,
    membershipsLink: emailLink(config, `${account}/memberships`),
  });
  const membershipRenewal = createMembershipRenewal({
    db,
    currencyOf: clients.currencyOf,
    householdOf,
    venueNames: async (clientId) => new Map((await venues.list(clientId)).map((v) => [v.id, v.name])),
    withBasket: basket.withLines,
  });
  const membershipCancellation = createMembershipCancellation({
    db,
    currencyOf: clients.currencyOf,
    householdOf,
    unpaidFeesOf: (executor, clientId, userId) =>
      createPenaltiesRepository(executor).listUnpaidOf(clientId, [userId]),
    addFeesToBasket: (tx, lines, fees) =>
      feeLine.add(
        tx,
        lines,
        fees.map((f) => ({
          id: String(f.id),
          type: 'penalty' as const,
          purchasedForUserId: f.userId,
          pricingOptionId: undefined,
          ticketId: undefined,
          applyBenefit: undefined,
          activityRestrictionIds: undefined,
        })),
      ),
    withBasket: basket.withLines,
    cancelMandate: mandates.cancel,
  });

  // Selling at the desk (decision 053): its ports onto the basket, checkout, orders and the customer's account.
  const desk = createDesk({
    db,
    basket,
    checkout: checkoutServices.checkout,
    orders: checkoutServices.orders,
    upcomingBookings: (clientId, userId) => checkoutServices.bookings.listFor(clientId, userId, 'future'),
    memberships: (clientId, userId) => membershipList.list(clientId, userId),
    unpaidFees: (clientId, userId) => customers.fees.unpaidPenalties(clientId, userId),
    venueOf: async (clientId, venueId) => {
      const venue = (await createVenuesRepository(db).list(clientId)).find((v) => v.id === venueId);
      return venue ? { id: venue.id, name: venue.name, slug: venue.slug, timeZone: venue.timeZone } : null;
    },
    operatorOf: async (clientId) => {
      const { name, addressLines, vatNumber, currency } = await clients.getClient(clientId);
      return { name, addressLines, vatNumber, currency };
    },
    personOf: async (clientId, userId) => {
      const user = await users.findById(clientId, userId);
      return user ? { name: `${user.firstName} ${user.lastName}`, reference: user.reference } : null;
    },
  });

  return {
    desk,
    clients,
    venues,
    membershipCatalogue,
    membershipList,
    membershipChange,
    membershipRenewal,
    membershipFreezes,
    documentUpload,
    documentReview,
    eligibilityProof,
    membershipBilling,
    clock,
    membershipCancellation,
    joining,
    mandates,
    customQuestions,
    images,
    theme,
    footer,
    auth,
    ...accounts,
    ...customers,
    ...activityServices,
    basket,
    courses,
    waitlists,
    ...checkoutServices,
    calendar,
    openData: createOpenDataService({
      db,
      bookingsUrl: config.urls.bookings,
      retentionDays: config.openDataRetentionDays,
      now: clock.now,
    }),
    packages,
    guestPasses,
    publicGuestPass,
    guestPassRedemption,
    ...createKioskServices(db, config, clock),
    /** Every staff call's check of session, second factor, role and venue (decision 052). */
    staffGuard: createStaffGuard({ db }),
    staffSignIn: createStaffSignIn({
      db,
      sessions: {
        login: auth.staffLogin,
        passSecondFactor: (executor, tokenHash, values) =>
          createSessionsRepository(executor).passSecondFactor(tokenHash, values),
        setDeskVenue: (executor, tokenHash, venueId) =>
          createSessionsRepository(executor).setDeskVenue(tokenHash, venueId),
        delete: (tokenHash) => createSessionsRepository(db).delete(tokenHash),
      },
      cipher: openFieldCipher(config),
      limiter: createRateLimiter(db),
      operatorName: async (clientId) => (await clients.getClient(clientId)).name,
      times: staffSessionTimes,
      now: clock.now,
    }),
    staffAudit: (staff: StaffContext, query: StaffAuditQuery) => listStaffAudit(db, staff, query),
  };
}

export type Services = ReturnType<typeof createServices>;
