/**
 * Who may reach a customer's record, route by route: the one table the authorisation matrix test
 * (authorisation-matrix.integration.test.ts) checks every route the app registers against.
 *
 * Roles: `anonymous` (no session); `other`, another customer (Priya Shah); `owner`, the customer whose
 * record it is (Alex Morgan); `family`, the account holder acting on the record of the family member
 * linked to him (Alex for Mia Morgan, who has no sign-in of her own); `desk`, Sky Parker's staff session
 * past its second factor at Manchester Central, on the rows of staff calls (a row without it is not called
 * at the desk). Staff have no customer's session (decision 052): on every row of a customer's call the test
 * also calls with Sky Parker's staff session, which must be answered as `anonymous` is, the record unchanged.
 * Where the model has no family record of the kind (an order, a basket line, a linked user itself), the
 * row leaves `family` out. `anonymous` and `other` always call with the owner's record; after a refused
 * call, and after any call of `other`, the record must be as it was.
 */

export type Role = 'anonymous' | 'other' | 'owner' | 'family' | StaffRole;

/**
 * The staff sessions every staff call's row answers for (decision 052), each past its second factor:
 * `desk`, Sky Parker (front of house) at Manchester Central's desk; `elsewhere`, front of house whose only
 * venue is Leeds Middleton (not the record's, nor Manchester's desk); `manager`, a venue manager of
 * Manchester Central.
 */
export type StaffRole = 'desk' | 'elsewhere' | 'manager';
export const staffRoles: readonly StaffRole[] = ['desk', 'elsewhere', 'manager'];

/** What a row's call needs: the ids of one subject's record (Alex's, or Mia's for `family`). */
export type Subject = {
  userId: number;
  recordId: number;
  /** The order's public id (receipts are addressed by it). */
  uuid?: string;
  /** A session with places (to put in a basket), and a full one (to join its waitlist). */
  occurrenceId?: number;
  fullOccurrenceId?: number;
  /** The open basket's terms, for completing a checkout. */
  terms?: number[];
  /** Another payment option a membership may change to. */
  optionId?: number;
  /** A guest pass's code, and the venue it is for. */
  code?: string;
  venueId?: number;
  /** An activity at that venue, whose pay-as-you-go price is 650. */
  activityId?: number;
};

/** The kinds of record the test makes; `user` is the customer (or family member) as a whole. */
export type RecordKind =
  | 'user'
  | 'photo'
  | 'linkedUser'
  | 'basketLine'
  | 'startedPayment'
  | 'savedCard'
  | 'storedCard'
  | 'order'
  | 'booking'
  | 'v2Booking'
  | 'courseBooking'
  | 'waitlistEntry'
  | 'membership'
  | 'heldMembership'
  | 'eligibilityDocument'
  | 'freezeRequest'
  | 'issuedGuestPass'
  | 'guestPass'
  | 'guestPassAllowance'
  | 'deskSale'
  | 'kiosk'
  | 'helpCall';

export type Call = { url: string; payload?: Record<string, unknown> };

export type Row = {
  record: RecordKind;
  call: (s: Subject) => Call;
  /** The call changes the record when allowed: each row gets a fresh one, checked unchanged when refused. */
  write?: boolean;
  /** Staff change the owner's record on purpose (front of house): not checked unchanged after them. */
  staffActs?: boolean;
  expect: Partial<Record<Role, number>> & Record<'anonymous' | 'other' | 'owner', number>;
};

const cart = '/api/activities/cart';
/** A day a change may start on: tomorrow is the soonest, and this leaves a day for the clock's edge. */
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
/** Reached by the owner and their family, refused as not renewable: a monthly membership carries on. */
const notRenewable = { anonymous: 401, other: 404, owner: 422, family: 422 };
const membershipLike = { anonymous: 401, other: 404, owner: 200, family: 200 };
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();
const bundle = (s: Subject) => `/api/v1/activities/bookings/bundles/${s.recordId}`;
const linkedUser = {
  first_name: 'Matrix',
  last_name: 'Morgan',
  date_of_birth: '2016-05-04',
  relationship: 'Child',
};
const cancelV2 = (s: Subject) => ({
  data: { cancellation_source: 'my-account' },
  update_type: 'cancellation',
  booking_ids: [s.recordId],
});
const pay = (s: Subject) => ({
  payments: [{ tender_type: 'card', payment_id: s.recordId }],
  terms: s.terms ?? [],
  idempotency_key: `matrix-${s.recordId}`,
  source: 'activity-booking',
});

/** Mine, my family's (booked by me), nobody else's; staff reach a customer's bookings at the desk only. */
const bookingLike = { anonymous: 401, other: 404, owner: 200, family: 200 };

// The review queues are the operator's, one for every venue: any staff member decides, and the audit says
// at which desk.
const reviewQueue = { anonymous: 401, other: 403, owner: 403, desk: 200, elsewhere: 200, manager: 200 };

/** Keyed by route (`METHOD /path/:param`); a second row of a route adds `#what` to its key. */
export const matrix: Record<string, Row> = {
  'GET /api/my-account/user/profile-photo/:userId': {
    record: 'photo',
    call: (s) => ({ url: `/api/my-account/user/profile-photo/${s.userId}` }),
    expect: { anonymous: 401, other: 403, owner: 200, family: 200 },
  },
  // Staff see it at the desk's address, past the staff guard: not even its owner may use that one.
  'GET /api/foh/customers/:id/profile-photo': {
    record: 'photo',
    call: (s) => ({ url: `/api/foh/customers/${s.userId}/profile-photo` }),
    expect: { anonymous: 401, other: 403, owner: 403, family: 403, desk: 200, elsewhere: 200, manager: 200 },
  },
  'PUT /api/my-account/user/linked-users/:id': {
    record: 'linkedUser',
    write: true,
    call: (s) => ({ url: `/api/my-account/user/linked-users/${s.recordId}`, payload: linkedUser }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'DELETE /api/my-account/user/linked-users/:id': {
    record: 'linkedUser',
    write: true,
    call: (s) => ({ url: `/api/my-account/user/linked-users/${s.recordId}` }),
    expect: { anonymous: 401, other: 404, owner: 204 },
  },

  // The basket: a line is found only in the caller's own basket; `selected_user_id` names whom it books for.
  [`GET ${cart}`]: {
    record: 'user',
    call: (s) => ({ url: `${cart}?selected_user_id=${s.userId}` }),
    // The customer's URL is a customer's basket: staff sell at the desk's (decision 053).
    expect: { anonymous: 200, other: 403, owner: 200, family: 200 },
  },
  [`DELETE ${cart}`]: {
    record: 'user',
    write: true,
    call: (s) => ({ url: `${cart}?selected_user_id=${s.userId}` }),
    expect: { anonymous: 200, other: 403, owner: 200, family: 200 },
  },
  [`POST ${cart}/add`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${cart}/add`,
      payload: {
        selected_user_id: s.userId,
        items: [{ id: String(s.occurrenceId), type: 'activity', purchased_for_user_id: s.userId }],
      },
    }),
    expect: { anonymous: 401, other: 403, owner: 200, family: 200 },
  },
  [`PUT ${cart}/payments`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${cart}/payments`,
      payload: { selected_user_id: s.userId, payments: [] },
    }),
    expect: { anonymous: 401, other: 403, owner: 200, family: 200 },
  },
  [`POST ${cart}/remove`]: {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `${cart}/remove`, payload: { cart_item_ids: [s.recordId] } }),
    expect: { anonymous: 404, other: 404, owner: 200 },
  },
  [`PUT ${cart}/:cartItemId`]: {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `${cart}/${s.recordId}`, payload: { quantity: 1 } }),
    expect: { anonymous: 404, other: 404, owner: 200 },
  },
  'DELETE /api/activities/benefit/remove/:id': {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `/api/activities/benefit/remove/${s.recordId}` }),
    // The owner reaches the line, which has no benefit to take off.
    expect: { anonymous: 404, other: 404, owner: 422 },
  },
  'DELETE /api/activities/package/remove/:id': {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `/api/activities/package/remove/${s.recordId}` }),
    expect: { anonymous: 404, other: 404, owner: 422 },
  },

  // The checkout: for whom, with whose saved card, completed with whose payment.
  'GET /api/checkout/prepare': {
    record: 'user',
    call: (s) => ({ url: `/api/checkout/prepare?selected_user_id=${s.userId}` }),
    // Like the basket's: a customer for themself and their family; the desk has its own checkout.
    expect: { anonymous: 401, other: 403, owner: 200, family: 200 },
  },
  'POST /api/checkout/payment': {
    record: 'savedCard',
    write: true,
    call: (s) => ({
      url: '/api/checkout/payment',
      payload: { idempotency_key: `matrix-card-${s.recordId}`, saved_card_id: s.recordId },
    }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'POST /api/checkout/complete': {
    record: 'startedPayment',
    write: true,
    call: (s) => ({ url: '/api/checkout/complete', payload: pay(s) }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'POST /api/checkout/complete#completed_waivers': {
    record: 'user',
    write: true,
    call: (s) => ({
      url: '/api/checkout/complete',
      payload: {
        completed_waivers: [{ user_id: s.userId, waiver_id: 1, version: 1, answers: [] }],
        terms: s.terms,
        idempotency_key: `matrix-waiver-${s.userId}`,
      },
    }),
    expect: { anonymous: 401, other: 403, owner: 422, family: 422 },
  },
  'POST /api/checkout/payment#selected_user_id': {
    record: 'user',
    write: true,
    call: (s) => ({
      url: '/api/checkout/payment',
      payload: { idempotency_key: `matrix-for-${s.userId}-${s.occurrenceId}`, selected_user_id: s.userId },
    }),
    expect: { anonymous: 401, other: 403, owner: 200, family: 200 },
  },
  // The old staff pay path: gone for everyone, the desk pays at /api/foh/activities/cart/pay (decision 053).
  [`POST ${cart}/pay`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${cart}/pay`,
      payload: { selected_user_id: s.userId, payments: [{ tender_type: 'cash', amount: 650 }] },
    }),
    expect: { anonymous: 401, other: 410, owner: 410, family: 410 },
  },

  // The saved card itself (the payments area): another customer's is not found.
  'PUT /api/my-account/saved-cards/:id/update': {
    record: 'storedCard',
    write: true,
    call: (s) => ({
      url: `/api/my-account/saved-cards/${s.recordId}/update`,
      payload: {
        first_name: 'Matrix',
        last_name: 'Morgan',
        address_line_1: '1 Deansgate',
        city: 'Manchester',
        post_code: 'M3 4LQ',
      },
    }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'DELETE /api/my-account/saved-cards/:id/remove': {
    record: 'storedCard',
    write: true,
    call: (s) => ({ url: `/api/my-account/saved-cards/${s.recordId}/remove` }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },

  'GET /api/my-account/orders/:orderId': {
    record: 'order',
    call: (s) => ({ url: `/api/my-account/orders/${s.recordId}` }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'GET /api/my-account/orders/:orderId/receipt': {
    record: 'order',
    call: (s) => ({ url: `/api/my-account/orders/${s.uuid}/receipt` }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },

  'DELETE /api/activities/bookings/:id': {
    record: 'booking',
    write: true,
    call: (s) => ({ url: `/api/activities/bookings/${s.recordId}?source=my-account` }),
    expect: bookingLike,
  },
  'DELETE /api/activities/bookings/:id/': {
    record: 'booking',
    write: true,
    call: (s) => ({ url: `/api/activities/bookings/${s.recordId}/?source=my-account` }),
    expect: bookingLike,
  },
  'GET /api/my-account/bookings/:id/calendar': {
    record: 'booking',
    call: (s) => ({ url: `/api/my-account/bookings/${s.recordId}/calendar` }),
    expect: bookingLike,
  },
  'POST /api/foh/bookings/:id/attendance': {
    record: 'booking',
    write: true,
    staffActs: true,
    call: (s) => ({ url: `/api/foh/bookings/${s.recordId}/attendance`, payload: { attended: true } }),
    expect: { anonymous: 401, other: 403, owner: 403, family: 403, desk: 200, elsewhere: 403, manager: 200 },
  },

  'GET /api/v1/activities/bookings': {
    record: 'v2Booking',
    call: (s) => ({ url: `/api/v1/activities/bookings?user_id=${s.userId}&starts_after=${yesterday()}` }),
    expect: bookingLike,
  },
  'GET /api/v1/activities/bookings/': {
    record: 'v2Booking',
    call: (s) => ({ url: `/api/v1/activities/bookings/?user_id=${s.userId}&starts_after=${yesterday()}` }),
    expect: bookingLike,
  },
  'PATCH /api/v1/activities/bookings': {
    record: 'v2Booking',
    write: true,
    call: (s) => ({ url: '/api/v1/activities/bookings', payload: cancelV2(s) }),
    expect: bookingLike,
  },
  'PATCH /api/v1/activities/bookings/': {
    record: 'v2Booking',
    write: true,
    call: (s) => ({ url: '/api/v1/activities/bookings/', payload: cancelV2(s) }),
    expect: bookingLike,
  },

  'GET /api/v1/activities/bookings/bundles/:bookingBundleId': {
    record: 'courseBooking',
    call: (s) => ({ url: `${bundle(s)}?cancellation_source=my-account` }),
    expect: bookingLike,
  },
  'PATCH /api/v1/activities/bookings/bundles/:bookingBundleId/cancel': {
    record: 'courseBooking',
    write: true,
    call: (s) => ({ url: `${bundle(s)}/cancel?cancellation_source=my-account` }),
    expect: bookingLike,
  },

  'POST /api/my-account/waitlist': {
    record: 'user',
    write: true,
    call: (s) => ({
      url: '/api/my-account/waitlist',
      payload: { occurrence_id: s.fullOccurrenceId, user_id: s.userId },
    }),
    expect: { anonymous: 401, other: 403, owner: 201, family: 201 },
  },
  'GET /api/my-account/waitlist/:waitlistId': {
    record: 'waitlistEntry',
    call: (s) => ({ url: `/api/my-account/waitlist/${s.recordId}` }),
    expect: bookingLike,
  },
  'DELETE /api/my-account/waitlist/:waitlistId': {
    record: 'waitlistEntry',
    write: true,
    call: (s) => ({ url: `/api/my-account/waitlist/${s.recordId}` }),
    expect: bookingLike,
  },
  'POST /api/my-account/waitlist/:waitlistId/accept': {
    record: 'waitlistEntry',
    write: true,
    call: (s) => ({ url: `/api/my-account/waitlist/${s.recordId}/accept` }),
    // Reached, but no place has been offered yet.
    expect: { anonymous: 401, other: 404, owner: 409, family: 409 },
  },

  // Joining's additional questions, answered for a membership of one's own or of one's family's.
  'POST /api/custom-questions/memberships/:id': {
    record: 'membership',
    write: true,
    call: (s) => ({ url: `/api/custom-questions/memberships/${s.recordId}`, payload: { answers: [] } }),
    expect: { anonymous: 401, other: 404, owner: 200, family: 200 },
  },

  // A running membership: changed, or renewed, by its holder or the one who acts for them.
  'GET /api/memberships/:id/change': {
    record: 'heldMembership',
    call: (s) => ({ url: `/api/memberships/${s.recordId}/change` }),
    expect: membershipLike,
  },
  'GET /api/memberships/:id/change/:paymentOptionId': {
    record: 'heldMembership',
    call: (s) => ({ url: `/api/memberships/${s.recordId}/change/${s.optionId}` }),
    // Reached for Mia too, who at ten may not hold the adults' membership offered.
    expect: { ...membershipLike, family: 422 },
  },
  'POST /api/memberships/:id/change': {
    record: 'heldMembership',
    write: true,
    call: (s) => ({
      url: `/api/memberships/${s.recordId}/change`,
      payload: { starts_at: inTwoDays(), payment_option_id: s.optionId },
    }),
    expect: { ...membershipLike, owner: 201, family: 422 },
  },
  'GET /api/memberships/:id/renew': {
    record: 'heldMembership',
    call: (s) => ({ url: `/api/memberships/${s.recordId}/renew` }),
    expect: notRenewable,
  },
  'POST /api/memberships/:id/renew': {
    record: 'heldMembership',
    write: true,
    call: (s) => ({ url: `/api/memberships/${s.recordId}/renew` }),
    expect: notRenewable,
  },
  // Cancelled by its holder or the one who acts for them (decision 045).
  'GET /api/memberships/:id/cancel': {
    record: 'heldMembership',
    call: (s) => ({ url: `/api/memberships/${s.recordId}/cancel` }),
    expect: membershipLike,
  },
  'POST /api/memberships/:id/cancel': {
    record: 'heldMembership',
    write: true,
    call: (s) => ({ url: `/api/memberships/${s.recordId}/cancel` }),
    expect: membershipLike,
  },
  // Reached by the holder and their family, refused when the holder owes nothing.
  'POST /api/memberships/:id/cancel/pay-debts': {
    record: 'heldMembership',
    write: true,
    call: (s) => ({ url: `/api/memberships/${s.recordId}/cancel/pay-debts` }),
    expect: { ...membershipLike, owner: 409, family: 409 },
  },

  // Freezing a running membership: its reasons read, and a request (none chosen here: refused as such).
  'GET /api/my-account/user/memberships/:id/freezetypes': {
    record: 'heldMembership',
    call: (s) => ({ url: `/api/my-account/user/memberships/${s.recordId}/freezetypes` }),
    expect: membershipLike,
  },
  'POST /api/my-account/user/memberships/:id/freeze': {
    record: 'heldMembership',
    write: true,
    call: (s) => ({ url: `/api/my-account/user/memberships/${s.recordId}/freeze`, payload: {} }),
    expect: { ...membershipLike, owner: 422, family: 422 },
  },
  // A freeze request is decided by staff only: its member may not approve their own.
  'POST /api/staff/freezes/:id/approve': {
    record: 'freezeRequest',
    write: true,
    staffActs: true,
    call: (s) => ({ url: `/api/staff/freezes/${s.recordId}/approve` }),
    expect: reviewQueue,
  },
  'POST /api/staff/freezes/:id/reject': {
    record: 'freezeRequest',
    write: true,
    staffActs: true,
    call: (s) => ({ url: `/api/staff/freezes/${s.recordId}/reject`, payload: { reason: 'Matrix' } }),
    expect: reviewQueue,
  },
};

// Proof of eligibility is reviewed by staff only: its member may not read the queue's file or decide it.
const staffOnly = { anonymous: 401, other: 403, owner: 403 };
Object.assign(matrix, {
  'GET /api/staff/eligibility-documents/:id/file': {
    record: 'eligibilityDocument',
    call: (s) => ({ url: `/api/staff/eligibility-documents/${s.recordId}/file` }),
    expect: reviewQueue,
  },
  'POST /api/staff/eligibility-documents/:id/approve': {
    record: 'eligibilityDocument',
    write: true,
    staffActs: true,
    call: (s) => ({
      url: `/api/staff/eligibility-documents/${s.recordId}/approve`,
      payload: { expires_on: '2099-12-31' },
    }),
    expect: reviewQueue,
  },
  'POST /api/staff/eligibility-documents/:id/reject': {
    record: 'eligibilityDocument',
    write: true,
    staffActs: true,
    call: (s) => ({
      url: `/api/staff/eligibility-documents/${s.recordId}/reject`,
      payload: { reason: 'Matrix' },
    }),
    expect: reviewQueue,
  },
  // A guest's pass, sent from Alex's allowance, is redeemed at the desk: not by its member.
  'POST /api/foh/guest-passes/:code/redeem': {
    record: 'issuedGuestPass',
    write: true,
    staffActs: true,
    call: (s) => ({ url: `/api/foh/guest-passes/${s.code}/redeem`, payload: { venue_id: s.venueId } }),
    expect: { ...staffOnly, desk: 200, elsewhere: 403, manager: 200 },
  },
} satisfies Record<string, Row>);

// A customer's guest passes and allowances, and their family's: no one else's, staff's neither (they redeem
// a pass by its code at the desk).
const guestPassLike = { anonymous: 401, other: 403, owner: 200, family: 200 };
const guestPasses = (s: Subject) => `/api/v1/users/${s.userId}/guestPasses`;
Object.assign(matrix, {
  'GET /api/v1/users/:id/guestPasses': {
    record: 'guestPass',
    call: (s) => ({ url: guestPasses(s) }),
    expect: guestPassLike,
  },
  'GET /api/v1/users/:id/guestPasses/allowances': {
    record: 'guestPassAllowance',
    call: (s) => ({ url: `${guestPasses(s)}/allowances` }),
    expect: guestPassLike,
  },
  'GET /api/v1/users/:id/guestPasses/:passId': {
    record: 'guestPass',
    call: (s) => ({ url: `${guestPasses(s)}/${s.recordId}` }),
    expect: guestPassLike,
  },
  'POST /api/v1/users/:id/guestPasses': {
    record: 'guestPassAllowance',
    write: true,
    call: (s) => ({
      url: guestPasses(s),
      payload: { guest_name: 'Matrix Guest', guest_email: 'matrix.guest@example.com', venue_id: s.venueId },
    }),
    expect: { ...guestPassLike, owner: 201, family: 201 },
  },
} satisfies Record<string, Row>);

// Selling at the desk (decision 053): staff past the staff guard only; the guard refuses a customer's session.
// A customer is the operator's, served at any venue's desk: the desk's basket is at its own venue.
const deskOnly = {
  anonymous: 401,
  other: 403,
  owner: 403,
  family: 403,
  desk: 200,
  elsewhere: 200,
  manager: 200,
};
const fohCart = '/api/foh/activities/cart';
/** A line of the customer's own basket, or an order they paid online: nothing the desk's calls reach. */
const notTheDesks = { anonymous: 401, other: 403, owner: 403, desk: 404, elsewhere: 404, manager: 404 };
Object.assign(matrix, {
  'GET /api/foh/customers/:id': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/customers/${s.userId}` }),
    expect: deskOnly,
  },
  [`GET ${fohCart}`]: {
    record: 'user',
    call: (s) => ({ url: `${fohCart}?selected_user_id=${s.userId}` }),
    expect: deskOnly,
  },
  [`DELETE ${fohCart}`]: {
    record: 'user',
    write: true,
    call: (s) => ({ url: `${fohCart}?selected_user_id=${s.userId}` }),
    expect: deskOnly,
  },
  [`POST ${fohCart}/add`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${fohCart}/add`,
      payload: { selected_user_id: s.userId, items: [{ id: String(s.occurrenceId), type: 'activity' }] },
    }),
    expect: deskOnly,
  },
  [`POST ${fohCart}/remove`]: {
    record: 'basketLine',
    write: true,
    call: (s) => ({
      url: `${fohCart}/remove`,
      payload: { selected_user_id: s.userId, cart_item_ids: [s.recordId] },
    }),
    expect: notTheDesks,
  },
  [`PUT ${fohCart}/payments`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${fohCart}/payments`,
      payload: { selected_user_id: s.userId, payments: [{ tender_type: 'cash', amount: 100 }] },
    }),
    expect: deskOnly,
  },
  [`PUT ${fohCart}/:cartItemId`]: {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `${fohCart}/${s.recordId}`, payload: { selected_user_id: s.userId, quantity: 1 } }),
    expect: notTheDesks,
  },
  'DELETE /api/foh/activities/benefit/remove/:id': {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `/api/foh/activities/benefit/remove/${s.recordId}?selected_user_id=${s.userId}` }),
    expect: notTheDesks,
  },
  'DELETE /api/foh/activities/package/remove/:id': {
    record: 'basketLine',
    write: true,
    call: (s) => ({ url: `/api/foh/activities/package/remove/${s.recordId}?selected_user_id=${s.userId}` }),
    expect: notTheDesks,
  },
  [`POST ${fohCart}/pay`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${fohCart}/pay`,
      payload: {
        selected_user_id: s.userId,
        payments: [{ tender_type: 'cash', amount: 650 }],
        idempotency_key: `matrix-desk-${s.userId}`,
      },
    }),
    // Reached, and refused for what was sent: the desk's basket is empty and no terms were accepted.
    expect: { ...deskOnly, desk: 422, elsewhere: 422, manager: 422 },
  },
  [`POST ${fohCart}/card-payment`]: {
    record: 'user',
    write: true,
    call: (s) => ({
      url: `${fohCart}/card-payment`,
      payload: {
        selected_user_id: s.userId,
        // More than any basket: refused alike whether an earlier row left a line in the desk basket or not.
        amount: 100_000_000,
        presence: 'keyed',
        idempotency_key: `matrix-desk-card-${s.userId}-${s.occurrenceId}`,
      },
    }),
    // Reached, and refused for what was sent: an empty basket, or a card for more than is left to pay.
    expect: { ...deskOnly, desk: 422, elsewhere: 422, manager: 422 },
  },
  'GET /api/foh/orders/:id/receipt': {
    record: 'order',
    call: (s) => ({ url: `/api/foh/orders/${s.recordId}/receipt` }),
    expect: notTheDesks,
  },
  'GET /api/foh/orders/:id/receipt.pdf': {
    record: 'order',
    call: (s) => ({ url: `/api/foh/orders/${s.recordId}/receipt.pdf` }),
    expect: notTheDesks,
  },
  // A desk sale's receipt: to the staff of the venue it was sold at.
  'GET /api/foh/orders/:id/receipt#desk-sale': {
    record: 'deskSale',
    call: (s) => ({ url: `/api/foh/orders/${s.recordId}/receipt` }),
    expect: { anonymous: 401, other: 403, owner: 403, desk: 200, elsewhere: 403, manager: 200 },
  },
  'GET /api/foh/orders/:id/receipt.pdf#desk-sale': {
    record: 'deskSale',
    call: (s) => ({ url: `/api/foh/orders/${s.recordId}/receipt.pdf` }),
    expect: { anonymous: 401, other: 403, owner: 403, desk: 200, elsewhere: 403, manager: 200 },
  },
} satisfies Record<string, Row>);

// The hand-off into a customer's embedded pages (decision 054): staff past the staff guard only, as the desk.
Object.assign(matrix, {
  'POST /api/foh/handoff': {
    record: 'user',
    call: (s) => ({ url: '/api/foh/handoff', payload: { customer_id: s.userId } }),
    expect: deskOnly,
  },
} satisfies Record<string, Row>);

// The desk's own calls, on no customer's record: who may make them at all (decisions 052, 054). The venue
// is Manchester Central; the manager's calls (the audit, the kiosks) are refused to front of house.
const noRecord = { anonymous: 401, other: 403, owner: 403 };
const anyStaff = { ...noRecord, desk: 200, elsewhere: 200, manager: 200 };
const venueStaff = { ...noRecord, desk: 200, elsewhere: 403, manager: 200 };
const managers = { ...noRecord, desk: 403, elsewhere: 403, manager: 200 };
const today = () => new Date().toISOString().slice(0, 10);
Object.assign(matrix, {
  'GET /api/foh/me': { record: 'user', call: () => ({ url: '/api/foh/me' }), expect: anyStaff },
  'PUT /api/foh/me/desk-venue': {
    record: 'user',
    call: (s) => ({ url: '/api/foh/me/desk-venue', payload: { venue_id: s.venueId } }),
    expect: venueStaff,
  },
  'GET /api/foh/audit': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/audit?venue_id=${s.venueId}` }),
    expect: managers,
  },
  'GET /api/foh/customers': {
    record: 'user',
    call: () => ({ url: '/api/foh/customers?q=Morgan' }),
    expect: anyStaff,
  },
  'GET /api/staff/freezes': { record: 'user', call: () => ({ url: '/api/staff/freezes' }), expect: anyStaff },
  'GET /api/staff/eligibility-documents': {
    record: 'user',
    call: () => ({ url: '/api/staff/eligibility-documents' }),
    expect: anyStaff,
  },
  'GET /api/foh/reports/takings': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/reports/takings?venue_id=${s.venueId}&date=${today()}` }),
    expect: venueStaff,
  },
  'GET /api/foh/reports/takings.csv': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/reports/takings.csv?venue_id=${s.venueId}&date=${today()}` }),
    expect: venueStaff,
  },
  'POST /api/foh/kiosks': {
    record: 'user',
    call: (s) => ({ url: '/api/foh/kiosks', payload: { venue_id: s.venueId, name: 'Matrix kiosk' } }),
    expect: { ...managers, manager: 201 },
  },
  'GET /api/foh/kiosks': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/kiosks?venue_id=${s.venueId}` }),
    expect: managers,
  },
  'DELETE /api/foh/kiosks/:id': {
    record: 'kiosk',
    write: true,
    staffActs: true,
    call: (s) => ({ url: `/api/foh/kiosks/${s.recordId}` }),
    expect: managers,
  },
  'GET /api/foh/help-calls': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/help-calls?venue_id=${s.venueId}` }),
    expect: venueStaff,
  },
  'POST /api/foh/help-calls/:id/answer': {
    record: 'helpCall',
    write: true,
    staffActs: true,
    call: (s) => ({ url: `/api/foh/help-calls/${s.recordId}/answer` }),
    expect: venueStaff,
  },
  // The price it has already: a manager's call changes nothing another row's amounts rely on.
  'PUT /api/foh/activities/:activityId/prices/:kind': {
    record: 'user',
    call: (s) => ({ url: `/api/foh/activities/${s.activityId}/prices/payg`, payload: { price: 650 } }),
    expect: managers,
  },
} satisfies Record<string, Row>);

/**
 * Staff-session calls that are not staff's actions, so have no row: the steps of signing in and out.
 */
export const staffCallsNotInTheMatrix: Record<string, string> = {
  'POST /api/foh/auth/login': 'the password step: a session that can do nothing but its second factor',
  'POST /api/foh/auth/second-factor': 'the code step of a session past its password',
  'POST /api/foh/auth/second-factor/enrolment': 'a first authenticator, for a session past its password',
  'POST /api/foh/auth/second-factor/enrolment/confirm': 'the first code of a new authenticator',
  'POST /api/foh/auth/logout': 'ends the caller’s own session, whatever it is',
  'POST /api/auth/logout': 'ends the caller’s own session, whatever it is',
};

/**
 * Routes that take an id or a name, but none of a customer's records, each with why. A route the app
 * registers with a path parameter, or a query or body field named `…_id`/`…_ids`, must be in the
 * matrix or here. A trailing `*` covers every route under the prefix.
 */
export const takesNoOwnedId: Record<string, string> = {
  'GET /api/venues/:slug': 'a venue, public',
  'GET /api/memberships/types': 'the memberships a venue sells, public',
  'GET /api/memberships/types/*': 'a membership type and its payment option, public: what joining costs',
  'GET /api/v1/membership-promotions/*': 'a promotion code, public; whether it may be used for an option',
  'GET /api/custom-questions/memberships/:id': 'a membership type’s additional questions, public',
  'GET /api/images/:hash/:variant': 'a venue’s or an activity’s picture, public, by its content hash',
  'GET /api/map/tiles/*': 'a tile of the offline basemap, public, by its zoom, column and row',
  'GET /api/activities/venue/*': 'a venue’s public timetable, by venue, category and activity',
  'GET /api/v1/activities/occurrences/:id': 'a session, public',
  'GET /api/activities/courses/:courseId': 'a course, public',
  'GET /api/packages': 'the packages on sale at a venue, public',
  'GET /api/my-account/user/waivers/:slug': 'a waiver form, read for the signed-in customer',
  'POST /api/my-account/user/waivers/:slug/sign': 'a waiver form, signed by the signed-in customer',
  'POST /api/auth/customer/register': 'the operator and the home venue chosen',
  'POST /api/online-joining/memberships':
    'the venue, type, option and promotion chosen, public; the membership is made for the signed-in customer',
  'PUT /api/my-account/user/update': 'the home venue chosen, for the signed-in customer',
  'GET /api/terms': '`cart_id` only asks for the checkout’s terms rather than registration’s',
  'GET /openactive/*': 'the host’s operator’s OpenActive open data, public to anyone (decision 055)',
  'HEAD /openactive/*': 'the host’s operator’s OpenActive open data, public to anyone (decision 055)',
  'OPTIONS /openactive*': 'a CORS preflight of the open data, which answers any origin',
  'GET /calendar/:file': 'the secret token in the address is the credential (docs/decisions/013)',
  'GET /api/guest-passes/:code':
    'a guest pass’s public page: its 128-bit code is the credential, shown to whoever holds it',
  'GET /api/guest-passes/:code/qr.svg': 'the QR code of a guest pass’s code, to whoever holds the code',
  'POST /api/direct-debit/webhooks/:provider':
    'the provider’s name; the webhook’s signature is the credential, and it names no record of ours',
  'GET /api/docs/*': 'the API reference’s static files',
  'GET *': 'the web app’s pages and files',
};
