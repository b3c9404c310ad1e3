import { z } from 'zod';
import { cart, cartAddRequest, cartRemoveRequest, cartUpdateRequest } from './cart';
import { completedWaiver } from './checkout';
import { dataEnvelope } from './envelope';
import { cardPresences, deskPayTenderTypes, deskTenderTypes, minCustomerQueryLength } from './foh-desk-rules';
import { pagination } from './guest-passes';
import { price } from './money';
import { fieldWithDefault, optionalField } from './optional-field';
import { recordId, recordIdParam } from './record-id';

/**
 * Selling at the desk (issue 18, decision 053): customer search and profile, the desk basket under
 * `/api/foh/activities/cart…`, tenders with change, the pay call, receipts and takings. Staff only.
 */

// ---- Customers: GET /api/foh/customers?q=&page=, GET /api/foh/customers/:id ----

export const deskCustomersQuery = z.object({
  /** A prefix of a first or last name, an email, a reference (C100001) or a postcode; 3 characters or more. */
  q: z
    .string()
    .trim()
    .min(minCustomerQueryLength, `Please type at least ${minCustomerQueryLength} characters.`)
    .max(100),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});

export const deskCustomer = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  postcode: z.string().nullable(),
  /** YYYY-MM-DD */
  dateOfBirth: z.string().nullable(),
});
export type DeskCustomer = z.infer<typeof deskCustomer>;
export const deskCustomersResponse = z.object({ data: z.array(deskCustomer), pagination });
export const deskCustomerParams = z.object({ id: recordIdParam });

export const deskFamilyMember = deskCustomer.pick({
  id: true,
  reference: true,
  firstName: true,
  lastName: true,
  dateOfBirth: true,
});

export const deskBooking = z.object({
  id: z.number().int(),
  /** The activity's name. */
  name: z.string(),
  /** ISO instants. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  venueName: z.string().nullable(),
  /** Who it is for, when the list knows (null: the customer or one of their family). */
  attendeeName: z.string().nullable(),
  status: z.string(),
});

export const deskMembership = z.object({
  id: z.number().int(),
  name: z.string(),
  /** As the customer's own account says it: 'active', 'frozen', 'pending', 'cancelled', … */
  status: z.string(),
  memberName: z.string(),
  /** YYYY-MM-DD; null when open-ended. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const deskUnpaidFee = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: price,
  /** ISO instant. */
  createdAt: z.string(),
  /** Who owes it: the customer or a family member (the basket line's `purchased_for_user_id`). */
  user: z.object({ id: z.number().int(), name: z.string() }),
});

export const deskCustomerProfile = z.object({
  customer: deskCustomer.extend({ phone: z.string().nullable() }),
  family: z.array(deskFamilyMember),
  upcomingBookings: z.array(deskBooking),
  memberships: z.array(deskMembership),
  unpaidFees: z.array(deskUnpaidFee),
});
export type DeskCustomerProfile = z.infer<typeof deskCustomerProfile>;
export const deskCustomerProfileResponse = dataEnvelope(deskCustomerProfile);

// ---- The desk basket: GET/DELETE /api/foh/activities/cart, POST …/add, …/remove, PUT …/:cartItemId,
// PUT …/payments. The customer's cart calls with `selected_user_id` required (query for GET/DELETE,
// body or query for writes). One basket per staff member and customer; enablePrintReceipt true. ----

const requiredCustomer = { selectedUserId: recordIdParam };
export const deskCartQuery = z.object({ selectedUserId: recordIdParam.optional() });
export const deskCartAddRequest = cartAddRequest.extend(requiredCustomer);
export const deskCartRemoveRequest = cartRemoveRequest.extend(requiredCustomer);
export const deskCartUpdateRequest = cartUpdateRequest.extend(requiredCustomer);

/**
 * A tender at the desk. Cash: `amount` is what it should pay, `tendered` (≥ amount, default amount) what
 * was handed over; the difference is change. Cheque and offline-voucher need a `reference` (its number or
 * code) when paying. Credit: the customer's general credit, up to `maxApplicable`.
 */
export const deskTender = z.object({
  tenderType: z.enum(deskTenderTypes),
  amount: z.number().int(),
  tendered: optionalField(z.number().int().positive()),
  reference: optionalField(z.string().trim().min(1).max(100)),
});
export type DeskTender = z.infer<typeof deskTender>;

/**
 * `PUT /api/foh/activities/cart/payments`: each tender replaces the basket's tender of its type, a
 * non-positive amount removes it (spec part 1 §4). A cheque's or voucher's reference is kept with it, and
 * a cheque or voucher without one is refused.
 */
export const deskPaymentsRequest = z.object({
  payments: z.array(deskTender).max(4),
  selectedUserId: recordId,
});

export const cardNeedsPaymentMessage = 'A card payment needs the payment the card was taken with.';

/** A tender of the pay call: those above, or a card authorised by `POST …/card-payment` (its `payment_id`). */
export const deskPayTender = deskTender
  .extend({
    tenderType: z.enum(deskPayTenderTypes),
    paymentId: optionalField(recordId),
  })
  .superRefine((tender, ctx) => {
    if (tender.tenderType === 'card' && tender.paymentId === undefined)
      ctx.addIssue({ code: 'custom', path: ['paymentId'], message: cardNeedsPaymentMessage });
  });
export type DeskPayTender = z.infer<typeof deskPayTender>;

/** The card that paid a tender, as the gateway tells it. */
export const deskTenderCard = z.object({ brand: z.string(), lastFour: z.string() });

export const deskAppliedTender = z.object({
  tenderType: z.enum(deskPayTenderTypes),
  /** What the tender pays of the basket. */
  amount: price,
  /** What was handed over: above `amount` only for cash. */
  tendered: price,
  change: price,
  reference: z.string().nullable(),
  /** A card tender's card (brand and last four); null for any other tender. */
  card: deskTenderCard.nullable(),
});
export type DeskAppliedTender = z.infer<typeof deskAppliedTender>;

/** The Cart of spec part 1 §3, plus the desk's tenders with their change. */
export const deskCart = cart.extend({
  tenders: z.array(deskAppliedTender),
  /** Cash handed over beyond what the basket needs. */
  changeDue: price,
});
export type DeskCart = z.infer<typeof deskCart>;
export const deskCartResponse = dataEnvelope(deskCart);

/** `POST /api/foh/activities/cart/pay` with an `Idempotency-Key` header (or `idempotency_key`). */
export const deskPayRequest = z.object({
  /** Absent: the tenders put against the basket pay it (cheques and vouchers then need them here). */
  payments: optionalField(z.array(deskPayTender).max(5)),
  selectedUserId: recordId,
  terms: fieldWithDefault(z.array(z.number().int()), () => []),
  completedWaivers: fieldWithDefault(z.array(completedWaiver), () => []),
  idempotencyKey: optionalField(
    z
      .string()
      .min(8)
      .max(100)
      .regex(/^[\w-]+$/),
  ),
});
export type DeskPayRequest = z.infer<typeof deskPayRequest>;

const idempotencyKey = optionalField(
  z
    .string()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/),
);

/**
 * `POST /api/foh/activities/cart/card-payment` with an `Idempotency-Key`: a card payment for the customer's
 * desk basket, of at most what the cheques, vouchers and credit leave. Its card is taken in the gateway's
 * form (keyed) or its reader (present); the pay call then names it as the card tender.
 */
export const deskCardPaymentRequest = z.object({
  selectedUserId: recordId,
  amount: z.number().int().positive('The card payment must be more than zero.'),
  presence: z.enum(cardPresences),
  idempotencyKey,
});
export type DeskCardPaymentRequest = z.infer<typeof deskCardPaymentRequest>;

export const deskCardPayment = z.object({
  paymentId: z.number().int(),
  amount: price,
  /** The gateway's state: 'requires_payment_method' until the card is given. */
  status: z.string(),
  clientSecret: z.string(),
  /** The page to frame: the gateway's card form (keyed, never offering to save the card) or its reader. */
  cardFormUrl: z.string().nullable(),
});
export type DeskCardPayment = z.infer<typeof deskCardPayment>;
export const deskCardPaymentResponse = dataEnvelope(deskCardPayment);

export const deskPaid = z.object({
  orderId: z.number().int(),
  uuid: z.string(),
  total: price,
  tenders: z.array(deskAppliedTender),
  changeDue: price,
  receipt: z.object({
    /** The web's 80 mm print view. */
    printUrl: z.string(),
    pdfUrl: z.string(),
  }),
});
export type DeskPaid = z.infer<typeof deskPaid>;
export const deskPaidResponse = dataEnvelope(deskPaid);

// ---- Receipts: GET /api/foh/orders/:id/receipt (JSON) and …/receipt.pdf ----

export const deskOrderParams = z.object({ id: recordIdParam });

export const deskReceiptLine = z.object({
  name: z.string(),
  /** 'Thu 26 Nov 2026, 18:00', venue time; null for lines without a date. */
  when: z.string().nullable(),
  attendeeName: z.string().nullable(),
  quantity: z.number().int(),
  amount: price,
});

export const deskReceipt = z.object({
  orderId: z.number().int(),
  uuid: z.string(),
  /** ISO instant, and as the venue reads it ('26/11/2026 14:05'). */
  createdAt: z.string(),
  createdAtLocal: z.string(),
  operator: z.object({
    name: z.string(),
    address: z.string().nullable(),
    vatNumber: z.string().nullable(),
  }),
  venue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), reference: z.string().nullable() }),
  lines: z.array(deskReceiptLine),
  total: price,
  /** Prices include VAT: the VAT within the total (0 when the operator charges none). */
  vat: price,
  tenders: z.array(deskAppliedTender),
  changeDue: price,
});
export type DeskReceipt = z.infer<typeof deskReceipt>;
export const deskReceiptResponse = dataEnvelope(deskReceipt);

// ---- Takings: GET /api/foh/reports/takings?venue_id=&date=, and …/takings.csv (text/csv) ----

export const takingsQuery = z.object({
  venueId: recordIdParam,
  /** The venue's local day, YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD.')
    .refine((day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
    }, 'Please give a real date.'),
});

export const takingsByTender = z.object({
  tenderType: z.enum(['cash', 'card', 'cheque', 'offline-voucher', 'credit']),
  amount: price,
  count: z.number().int(),
});

export const takings = z.object({
  venue: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  /** Orders taken at this venue's desk that day, and what they came to. */
  orderCount: z.number().int(),
  total: price,
  byTender: z.array(takingsByTender),
  byStaff: z.array(
    z.object({
      staff: z.object({ id: z.number().int(), name: z.string() }),
      amount: price,
      byTender: z.array(takingsByTender),
    }),
  ),
  /** Cash handed back: cash tendered minus cash applied. */
  changeGiven: price,
});
export type Takings = z.infer<typeof takings>;
export const takingsResponse = dataEnvelope(takings);
