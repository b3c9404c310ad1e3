import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { venues } from '../venues/venues.tables';

/** One row per operator (venue_id null) and optionally one per venue that themes itself. */
export const themes = pgTable(
  'themes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    themeAppPrimaryColour: text(),
    themeAppSecondaryColour1: text(),
    themeAppSecondaryColour2: text(),
    themeAppBodyFontStyle: text(),
    themeAppHeadingFontStyle: text(),
    themeAppLogo: text(),
    themeAppHeaderBgColour: text(),
    themeAppDarkBgColour: text(),
    headerPrimaryColour: text(),
    themeAppSecondaryButtonStyle: text(),
  },
  (t) => [unique('themes_client_venue_key').on(t.clientId, t.venueId).nullsNotDistinct()],
);
