import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { venues } from '../venues/venues.tables';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** The customer number people sign in with besides their email. */
    reference: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /**
     * Not unique: one email may belong to several accounts (a parent and their children). Null for a
     * linked family member who has no login of their own.
     */
    email: text(),
    /** Null for a customer created at a venue or imported, until they activate their account. */
    passwordHash: text(),
    homeVenueId: integer().references(() => venues.id),
    /** 'customer', or 'staff' (front of house), who may see customers' photos. */
    role: text().notNull().default('customer'),
    /**
     * A staff member's role (issue 18): 'front_of_house' or 'venue_manager' at the venues of staff_venues,
     * or 'operator_admin' at every venue. Only staff have one; a staff row without one (made before the
     * roles) has the narrowest, 'front_of_house'.
     */
    staffRole: text(),
    dateOfBirth: date({ mode: 'string' }),
    phone: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    postcode: text(),
    marketingOptIn: boolean().notNull().default(false),
    /** A family member linked to the account holder who manages them (no login of their own). */
    parentUserId: integer().references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    relationship: text(),
    /** Stored file name under DATA_DIR/uploads/profile-photos; null when no photo is set. */
    photoFile: text(),
    /** Staff may lock a photo once it has been checked at the front desk. */
    photoEditingAllowed: boolean().notNull().default(true),
    photoReminderDismissedAt: timestamp({ withTimezone: true }),
    /** Set when a membership needs proof of eligibility that has not been provided yet. */
    eligibilityProofRequired: boolean().notNull().default(false),
    eligibilityProofAllowanceDays: integer(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_client_reference_key').on(t.clientId, t.reference),
    index('users_client_email_idx').on(t.clientId, sql`lower(${t.email})`),
    index('users_parent_idx').on(t.parentUserId),
    // The desk's customer search (issue 18): prefixes of a name, an email, a reference or a postcode.
    index('users_client_last_name_prefix_idx').on(t.clientId, sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_client_first_name_prefix_idx').on(t.clientId, sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_client_email_prefix_idx').on(t.clientId, sql`lower(${t.email}) text_pattern_ops`),
    index('users_client_reference_prefix_idx').on(t.clientId, sql`upper(${t.reference}) text_pattern_ops`),
    index('users_client_postcode_prefix_idx').on(
      t.clientId,
      sql`upper(replace(${t.postcode}, ' ', '')) text_pattern_ops`,
    ),
    check(
      'users_staff_role',
      sql`${t.staffRole} is null or (${t.role} = 'staff' and ${t.staffRole} in ('front_of_house', 'venue_manager', 'operator_admin'))`,
    ),
  ],
);
