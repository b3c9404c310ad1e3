import path from 'node:path';
import { createActivitiesService } from './modules/activities/activities.service';
import { createTimetableService } from './modules/activities/timetable.service';
import { type AuthService, createAuthService } from './modules/auth/auth.service';
import { createMyAccountService } from './modules/auth/my-account.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createRegistrationService } from './modules/auth/registration.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { heldPlaces } from './modules/basket/basket.repository';
import { createBasketService, holdMinutes } from './modules/basket/basket.service';
import { createBookingsRepository } from './modules/bookings/bookings.repository';
import {
  attendeeStanding,
  cancelBundleBookings,
  hasActiveBooking,
  ownBookings,
} from './modules/bookings/bookings.service';
import { createCalendarService } from './modules/calendar/calendar.service';

import { createClientsRepository } from './modules/clients/clients.repository';
import { type ClientsService, createClientsService } from './modules/clients/clients.service';
import { createCoursesService } from './modules/courses/courses.service';
import { createCreditsService } from './modules/credits/credits.service';
import { createDataFieldsService } from './modules/data-fields/data-fields.service';
import { createEligibilityService } from './modules/eligibility/eligibility.service';
import { createEligibilityDocumentsRepository } from './modules/eligibility/eligibility-documents.repository';
import { createFeesService, feeStanding } from './modules/fees/fees.service';
import { createPenaltiesRepository } from './modules/fees/penalties.repository';
import { createFooterService } from './modules/footer/footer.service';
import { createMailService } from './modules/mail/mail.service';
import { createMailTransport } from './modules/mail/mail-transport';
import { createMembershipsRepository } from './modules/memberships/memberships.repository';
import type { PaymentLog } from './modules/payments/payment-states';
import { createTermsRepository } from './modules/terms/terms.repository';
import { createTermsService } from './modules/terms/terms.service';
import { createThemeRepository } from './modules/theme/theme.repository';
import { createThemeService } from './modules/theme/theme.service';
import { createLinkedUsersRepository } from './modules/users/linked-users.repository';
import { createLinkedUsersService } from './modules/users/linked-users.service';
import { createProfilePhotoRepository } from './modules/users/profile-photo.repository';
import { createProfilePhotoService } from './modules/users/profile-photo.service';
import type { FamilyMemberRecords } from './modules/users/remove-linked-user';
import { createUserProfileService } from './modules/users/user-profile.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createVenuesRepository } from './modules/venues/venues.repository';
import { createVenuesService, type VenuesService } from './modules/venues/venues.service';
import { ownWaitlistEntries } from './modules/waitlists/waitlists.repository';
import { createWaitlistsService } from './modules/waitlists/waitlists.service';
import { createAttendeeWaivers } from './modules/waivers/attendee-waivers';
import { createWaiversRepository } from './modules/waivers/waivers.repository';
import { createWaiversService } from './modules/waivers/waivers.service';
import { type Config, emailLink } from './platform/config';
import type { Db, Executor } from './platform/db/client';
import { createLocalFileStorage } from './platform/file-storage';
import { createRateLimiter } from './platform/rate-limit/rate-limit';
import { recentlyRead } from './platform/recently-read';
import { createCheckoutServices } from './wiring/checkout-services';

/** Wires each module's repository into its service, once per app. */
export function createServices(
  db: Db,
  config: Config,
  onMailError?: (err: unknown, emailId: number) => void,
  /** Where every step of a card payment is written down (pino's logger in the app). */
  paymentLog?: PaymentLog,
) {
  const clients = createClientsService(createClientsRepository(db), config.urls);
  const venues = createVenuesService(createVenuesRepository(db));
  const theme = createThemeService({
    repository: createThemeRepository(db),
    maintenanceMode: () => config.maintenanceMode,
  });
  const footer = createFooterService({ clients, venues });
  const auth = createAuthService({
    sessions: createSessionsRepository(db),
    users: createUsersRepository(db),
    sessionTtlMs: config.sessionTtlMs,
    limiter: createRateLimiter(db),
  });
  const accounts = createAccountServices(db, config, { clients, venues, auth }, onMailError);
  const customers = createCustomerServices(db, config, clients, {
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
  });
  const activityServices = createActivityServices(db, clients);
  const courses = createCoursesService({
    db,
    activities: activityServices.activities,
    credits: customers.credits,
    heldPlaces,
    actsFor: (clientId, actingUserId, userId) =>
      customers.linkedUsers.assertActsFor(clientId, actingUserId, userId),
    cancelBundleBookings,
    currencyOf: async (clientId) => (await clients.getClient(clientId)).currency,
    // Called at cancel time, after `waitlists` below exists.
    placeFreed: (tx, clientId, occurrenceId, at) => waitlists.placeFreed(tx, clientId, occurrenceId, at),
  });
  const basket = createBasketService({
    courses: courses.forBasket,
    db,
    activities: activityServices.activities,
    linkedUsers: customers.linkedUsers,
    users: createUsersRepository(db),
    credits: customers.credits,
    currencyOf: async (clientId) => (await clients.getClient(clientId)).currency,
    hasActiveBooking,
    waivers: customers.attendeeWaivers,
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
    courses: courses.forCheckout,
    log: paymentLog,
  });
  const calendar = createCalendarService({
    db,
    publicUrl: config.publicUrl,
    uidDomain: checkoutServices.paymentOrigin
      ? new URL(checkoutServices.paymentOrigin).hostname
      : 'bookings.local',
    clientName: async (clientId) => (await clients.getClient(clientId)).name,
  });
  return {
    clients,
    venues,
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
  };
}

/** Sign-up, reset and activation, my details, their form and terms, and the mail they send. */
function createAccountServices(
  db: Db,
  config: Config,
  { clients, venues, auth }: { clients: ClientsService; venues: VenuesService; auth: AuthService },
  onMailError?: (err: unknown, emailId: number) => void,
) {
  const { sessionTtlMs } = config;
  const mail = createMailService({
    db,
    transport: createMailTransport(config.smtpUrl),
    from: config.mailFrom,
    onDeliveryError: onMailError,
  });
  const dataFields = createDataFieldsService({ db, users: createUsersRepository(db), venues });
  const terms = createTermsService(createTermsRepository(db));
  const registration = createRegistrationService({ db, dataFields, terms, sessionTtlMs });
  const passwordReset = createPasswordResetService({
    db,
    limiter: createRateLimiter(db),
    mail,
    clients,
    accountUrl: config.urls.account,
    publicUrl: config.publicUrl,
    localOrigin: emailLink({ publicUrl: undefined, port: config.port }, ''),
    sessionTtlMs,
  });
  const myAccount = createMyAccountService({ db, dataFields, auth, sessionTtlMs });
  return { mail, dataFields, terms, registration, passwordReset, myAccount };
}
/** The full user and the dashboard's facts, the profile photo, waivers, fees and family members. */
function createCustomerServices(
  db: Db,
  config: Config,
  clients: ClientsService,
  familyMemberRecords: FamilyMemberRecords,
) {
  const users = createUsersRepository(db);
  const currencyOf = async (clientId: number) => (await clients.getClient(clientId)).currency;
  const fees = createFeesService({ penalties: createPenaltiesRepository(db), currencyOf });
  const eligibility = createEligibilityService({ documents: createEligibilityDocumentsRepository(db) });
  const credits = createCreditsService();
  const userProfile = createUserProfileService({ users, fees, eligibility, currencyOf, credits, db });
  const profilePhotos = createProfilePhotoService({
    users,
    photos: createProfilePhotoRepository(db),
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
  });
  const linkedUsers = createLinkedUsersService({
    db,
    users,
    linkedUsers: createLinkedUsersRepository(db),
    records: familyMemberRecords,
  });
  const waivers = createWaiversService({ waivers: createWaiversRepository(db), users });
  const attendeeWaivers = createAttendeeWaivers({
    isFamilyOf: async (executor, clientId, parentUserId, userId) =>
      (await createLinkedUsersRepository(executor).find(clientId, parentUserId, userId)) !== null,
    nameOf: async (executor, clientId, userId) => {
      const user = await createUsersRepository(executor).findById(clientId, userId);
      return user ? `${user.firstName} ${user.lastName}` : null;
    },
  });
  return { fees, eligibility, credits, userProfile, profilePhotos, linkedUsers, waivers, attendeeWaivers };
}
/** Sessions, their places and prices; holds and bookings come from the basket and bookings modules. */
function createActivityServices(db: Db, clients: ClientsService) {
  const venueFacts = (executor: Executor) => createVenuesRepository(executor);
  // Every timetable request reads the operator's venues and currency; they change a few times a year.
  const venuesOf = recentlyRead(30_000, (clientId: number, executor: Executor) =>
    venueFacts(executor).list(clientId),
  );
  const currencyOf = recentlyRead(
    30_000,
    async (clientId: number) => (await clients.getClient(clientId)).currency,
  );
  const activities = createActivitiesService({
    venuesOf: (executor, clientId) => venuesOf(clientId, executor),
    hasActiveMembership: (executor, clientId, userId, now) =>
      createMembershipsRepository(executor).hasActive(clientId, userId, now),
    heldPlaces,
    ownBookings,
    ownWaitlistEntries,
  });
  const timetable = createTimetableService({
    db,
    activities,
    findVenue: async (clientId, slug) =>
      (await venuesOf(clientId, db)).find((venue) => venue.slug === slug) ?? null,
    currencyOf,
  });
  return { activities, timetable };
}
export type Services = ReturnType<typeof createServices>;
