import { customType, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A picture an operator gave (a venue's, an activity's), known by the hash of its content. Its variants
 * are kept in the database rather than in file storage: they are small (a few kB each), they come with a
 * database copy or dump (the demo's and the tests' template), and every api instance reads the same ones.
 */
export const images = pgTable(
  'images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** 32 hex digits of the SHA-256 of the 3:2 crop at the widest width: the same picture is kept once. */
    hash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('images_client_hash_key').on(t.clientId, t.hash)],
);

/** One width in one format ('avif' or 'webp') of a picture, ready to send. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer()
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer().notNull(),
    format: text().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);
