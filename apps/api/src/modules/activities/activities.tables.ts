import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { images } from '../images/images.tables';
import { venues } from '../venues/venues.tables';

/** What people browse by: classes, swimming, courts, gym sessions, courses. */
export const activityCategories = pgTable(
  'activity_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    slug: text().notNull(),
    name: text().notNull(),
    /** 'classes', 'swimming', 'courts', 'gym' or 'courses'. */
    kind: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique('activity_categories_client_slug_key').on(t.clientId, t.slug)],
);

/** A studio, a pool, a court: where a session happens. A court is also what a slot booking books. */
export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    name: text().notNull(),
    slug: text().notNull(),
    /** 'studio', 'pool', 'court', 'gym' or 'hall'. */
    type: text().notNull(),
  },
  (t) => [unique('locations_venue_slug_key').on(t.venueId, t.slug)],
);

export const instructors = pgTable('instructors', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  name: text().notNull(),
});

/**
 * An activity at one venue, with its booking rules. Sessions are released `releaseDaysAhead` days before
 * their local date at `releaseTime` (venue time); cancelling is refused or earns no credit inside
 * `cancellationCutoffMinutes` before the start, as `cutoffAction` says.
 */
export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    categoryId: integer()
      .notNull()
      .references(() => activityCategories.id),
    slug: text().notNull(),
    name: text().notNull(),
    /** Operator HTML, sanitised before it is stored. */
    description: text(),
    durationMinutes: integer().notNull(),
    /** 'class' (places in one session) or 'slot' (a court or lane for a time). */
    bookingType: text().notNull().default('class'),
    releaseDaysAhead: integer().notNull().default(7),
    /**
     * Local time of day, HH:MM, at which a day's sessions open for booking. Null is a rolling window: each
     * session opens exactly `releaseDaysAhead` × 24 hours before it starts (docs/decisions/008).
     */
    releaseTime: text().default('07:00'),
    cancellationCutoffMinutes: integer().notNull().default(120),
    /** Inside the cut-off: 'no-cancel' refuses the cancellation, 'no-credit' cancels without credit. */
    cutoffAction: text().notNull().default('no-credit'),
    cutoffMessage: text(),
    cancellationAwardsCredit: boolean().notNull().default(true),
    allowsAnonymousBookings: boolean().notNull().default(false),
    requiresInduction: boolean().notNull().default(false),
    /** The activity's picture; null shows none. */
    imageId: integer().references(() => images.id),
    /** Its concept in the OpenActive Activity List (the UUID after '#'); null when none matches. */
    activityListId: text(),
    /** The ages it is for, where known: open data lists it for them. */
    ageMin: integer(),
    ageMax: integer(),
    /** Plain text on access for disabled people (step-free, hoists, induction loops), where known. */
    accessibilityInformation: text(),
  },
  (t) => [
    unique('activities_venue_slug_key').on(t.venueId, t.slug),
    index('activities_category_idx').on(t.categoryId),
    check('activities_release_time_format', sql`${t.releaseTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check(
      'activities_age_range',
      sql`(${t.ageMin} is null or ${t.ageMin} >= 0) and (${t.ageMax} is null or ${t.ageMax} >= coalesce(${t.ageMin}, 0))`,
    ),
    check(
      'activities_activity_list_id_format',
      sql`${t.activityListId} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
    ),
  ],
);

/**
 * How a place can be paid for: 'payg' (anyone), 'member' (a member price), 'benefit' (included in a
 * membership benefit) or 'package' (a package usage). Prices are minor units.
 */
export const pricingOptions = pgTable(
  'pricing_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    price: integer().notNull(),
  },
  (t) => [
    unique('pricing_options_activity_kind_key').on(t.activityId, t.kind),
    check('pricing_options_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/**
 * A scheduled session (an "occurrence" on the wire). `bookedCount` moves with every booking in the same
 * transaction, under a row lock; the check constraint is the last word on capacity.
 */
export const occurrences = pgTable(
  'occurrences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    activityId: integer()
      .notNull()
      .references(() => activities.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    instructorId: integer().references(() => instructors.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    bookedCount: integer().notNull().default(0),
    /** 'scheduled' or 'cancelled'. */
    status: text().notNull().default('scheduled'),
  },
  (t) => [
    index('occurrences_activity_starts_idx').on(t.activityId, t.startsAt),
    index('occurrences_venue_starts_idx').on(t.venueId, t.startsAt),
    check('occurrences_capacity', sql`${t.bookedCount} >= 0 and ${t.bookedCount} <= ${t.capacity}`),
    check('occurrences_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Checks on a session's places that a transaction leaves to its commit (docs/decisions/037-places-checked-at-commit.md).
 * A row is written in the transaction and its deferred trigger, `check_places`, runs as the transaction
 * commits: it moves `bookedCount` by `claim` within [0, capacity] and, with `heldAt`, counts the holds
 * live at that moment against the places left; either failing aborts the commit with SQLSTATE LP409 and
 * `refusal` as its message. The trigger deletes the row, so the table is empty between transactions.
 * The session's row is locked only while the commit runs, never across a round trip to the server.
 */
export const placeChecks = pgTable('place_checks', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  occurrenceId: integer().notNull(),
  claim: integer().notNull().default(0),
  heldAt: timestamp({ withTimezone: true }),
  refusal: text().notNull(),
});
