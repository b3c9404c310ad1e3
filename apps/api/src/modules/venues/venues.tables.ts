import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { images } from '../images/images.tables';

export const venues = pgTable(
  'venues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    name: text().notNull(),
    slug: text().notNull(),
    address1: text().notNull(),
    address2: text(),
    city: text().notNull(),
    postcode: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    timeZone: text().notNull().default('Europe/London'),
    displayVenueSelectionButton: boolean().notNull().default(true),
    activitiesV2Enabled: boolean('activities_v2_enabled').notNull().default(false),
    canDisplayIneligibleMemberships: boolean().notNull().default(false),
    /** A venue's own footer, sanitised before it is stored; null falls back to the operator's. */
    footerHtml: text(),
    /** The venue's picture on the venue chooser; null shows none. */
    imageId: integer().references(() => images.id),
  },
  (t) => [
    unique('venues_client_slug_key').on(t.clientId, t.slug),
    check('venues_lat_range', sql`${t.lat} between -90 and 90`),
    check('venues_lng_range', sql`${t.lng} between -180 and 180`),
  ],
);
