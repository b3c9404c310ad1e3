import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/**
 * A device enrolled as a kiosk at one centre by a manager: its long-lived cookie carries a random token,
 * kept here as a SHA-256 hash; revoking it ends kiosk mode on that device at its next request.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    name: text().notNull(),
    tokenHash: text().notNull(),
    enrolledByUserId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kiosk_devices_token_key').on(t.tokenHash),
    index('kiosk_devices_venue_idx').on(t.venueId),
  ],
);

/** 'Need help?' pressed on a kiosk: shown on the front-of-house screens of its venue until answered. */
export const kioskHelpCalls = pgTable(
  'kiosk_help_calls',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    kioskDeviceId: integer().references(() => kioskDevices.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredByUserId: integer().references(() => users.id),
  },
  (t) => [index('kiosk_help_calls_open_idx').on(t.venueId, t.createdAt).where(sql`${t.answeredAt} is null`)],
);
