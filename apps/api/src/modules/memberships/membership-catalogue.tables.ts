import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { venues } from '../venues/venues.tables';

/**
 * Who a membership is for (spec part 2 §3 "eligibility"): an age band worked out from the date of birth,
 * and a concession that may need proof, which the customer can upload after joining.
 */
export const eligibilityCriteria = pgTable(
  'eligibility_criteria',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    name: text().notNull(),
    /** Inclusive ages in whole years on the start date; null for no bound. */
    minAge: integer(),
    maxAge: integer(),
    /** A concession (a student, a carer, over 60s on benefits…) shown as needing proof. */
    proofRequired: boolean().notNull().default(false),
    /** The kinds of document that prove it ('Student card', 'Benefit letter'). */
    documentTypes: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check(
      'eligibility_criteria_ages',
      sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`,
    ),
  ],
);

/** A kind of document that proves a criterion ('Student card'): what an upload names (spec part 2 §3 documentTypes). */
export const eligibilityDocumentTypes = pgTable(
  'eligibility_document_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    eligibilityCriterionId: integer()
      .notNull()
      .references(() => eligibilityCriteria.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('eligibility_document_types_criterion_idx').on(t.eligibilityCriterionId)],
);

/** A kind of membership an operator sells ('Gym & Swim', 'Junior Swim'), at one or all of its venues. */
export const membershipTypes = pgTable(
  'membership_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    slug: text().notNull(),
    name: text().notNull(),
    /** What the type dropdown ('Select type') groups by. */
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    /** 'national' (every venue) or 'local' (the venues of membership_type_venues). */
    coverage: text().notNull(),
    eligibilityCriterionId: integer().references(() => eligibilityCriteria.id),
    /** Sanitised when written: the details modal shows it as HTML. */
    descriptionHtml: text().notNull().default(''),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Whether members may manage it online (change, freeze, renew, cancel): `managementEnabled`. */
    managementEnabled: boolean().notNull().default(true),
    /** Days of notice a monthly membership's cancellation needs. */
    cancellationNoticeDays: integer().notNull().default(30),
    allowOnlineCancellation: boolean().notNull().default(true),
    /** What a member is told when it cannot be cancelled online (`membershipCancellationRefusalMessage`). */
    cancellationRefusalMessage: text(),
  },
  (t) => [
    unique('membership_types_client_slug_key').on(t.clientId, t.slug),
    check('membership_types_coverage', sql`${t.coverage} in ('national', 'local')`),
  ],
);

/** The venues a local membership gives access to (its "providesAccessTo"). */
export const membershipTypeVenues = pgTable(
  'membership_type_venues',
  {
    membershipTypeId: integer()
      .notNull()
      .references(() => membershipTypes.id, { onDelete: 'cascade' }),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
  },
  (t) => [
    primaryKey({ columns: [t.membershipTypeId, t.venueId] }),
    index('membership_type_venues_venue_idx').on(t.venueId),
  ],
);

/** What a membership includes: uses of something per period, or without limit (totalUses null). */
export const membershipBenefits = pgTable(
  'membership_benefits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    membershipTypeId: integer()
      .notNull()
      .references(() => membershipTypes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    totalUses: integer(),
    /** 'day', 'week', 'month' or 'year'. */
    frequency: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
    /** 'activity' (sessions of the activities it covers) or 'guest_pass' (passes sent to guests, issue 17). */
    kind: text().notNull().default('activity'),
  },
  (t) => [
    index('membership_benefits_type_idx').on(t.membershipTypeId),
    check('membership_benefits_frequency', sql`${t.frequency} in ('day', 'week', 'month', 'year')`),
    check('membership_benefits_kind', sql`${t.kind} in ('activity', 'guest_pass')`),
  ],
);

/**
 * How a type is paid for: monthly by direct debit ('recurring') or once for a term ('fixed'), in pence.
 * Sold at the venues of membership_option_venues, or wherever the type gives access when it lists none.
 */
export const membershipPaymentOptions = pgTable(
  'membership_payment_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    membershipTypeId: integer()
      .notNull()
      .references(() => membershipTypes.id, { onDelete: 'cascade' }),
    paymentType: text().notNull(),
    fixedDuration: integer(),
    /** 'day', 'week', 'month' or 'year'. */
    fixedPeriod: text(),
    /** A month's fee (recurring) or the whole term's (fixed). */
    baseFee: integer().notNull(),
    joiningFee: integer().notNull().default(0),
    /** The price the operator advertises nationally, shown beside a local price; null when there is none. */
    globalBasePrice: integer(),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('membership_payment_options_type_idx').on(t.membershipTypeId),
    check('membership_payment_options_type', sql`${t.paymentType} in ('recurring', 'fixed')`),
    check(
      'membership_payment_options_term',
      sql`(${t.paymentType} = 'fixed') = (${t.fixedDuration} is not null and ${t.fixedPeriod} is not null)`,
    ),
    check(
      'membership_payment_options_fees',
      sql`${t.baseFee} >= 0 and ${t.joiningFee} >= 0 and coalesce(${t.fixedDuration}, 1) > 0`,
    ),
  ],
);

export const membershipOptionVenues = pgTable(
  'membership_option_venues',
  {
    paymentOptionId: integer()
      .notNull()
      .references(() => membershipPaymentOptions.id, { onDelete: 'cascade' }),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
  },
  (t) => [primaryKey({ columns: [t.paymentOptionId, t.venueId] })],
);

/**
 * A promotion code: a discount on the monthly fee for some billing periods (or the whole term of a single
 * payment), the joining fee waived, or both; within its dates and its limits. Codes are kept upper case.
 */
export const membershipPromotions = pgTable(
  'membership_promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    code: text().notNull(),
    /** 'percentage' (1–100) or 'amount' (pence off a month or a term); null with a waiver only. */
    discountKind: text(),
    discountValue: integer(),
    /** Billing periods the discount lasts; null for the life of the membership. */
    months: integer(),
    waivesJoiningFee: boolean().notNull().default(false),
    /** Calendar dates, inclusive; null for no bound. */
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    unique('membership_promotions_client_code_key').on(t.clientId, t.code),
    check(
      'membership_promotions_discount',
      sql`(${t.discountKind} is null and ${t.discountValue} is null) or (${t.discountKind} = 'percentage' and ${t.discountValue} between 1 and 100) or (${t.discountKind} = 'amount' and ${t.discountValue} > 0)`,
    ),
    check('membership_promotions_usage', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check('membership_promotions_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/** The payment options a promotion is for; none listed: every option of the operator. */
export const membershipPromotionOptions = pgTable(
  'membership_promotion_options',
  {
    promotionId: integer()
      .notNull()
      .references(() => membershipPromotions.id, { onDelete: 'cascade' }),
    paymentOptionId: integer()
      .notNull()
      .references(() => membershipPaymentOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.paymentOptionId] }),
    index('membership_promotion_options_option_idx').on(t.paymentOptionId),
  ],
);

/** The activities a benefit makes free ('Group exercise classes' → Yoga Flow, Zumba…). */
export const membershipBenefitActivities = pgTable(
  'membership_benefit_activities',
  {
    benefitId: integer()
      .notNull()
      .references(() => membershipBenefits.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.benefitId, t.activityId] }),
    index('membership_benefit_activities_activity_idx').on(t.activityId),
  ],
);
