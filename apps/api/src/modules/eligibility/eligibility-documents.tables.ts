import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** Proof of eligibility (a student card, a concession letter) and when it runs out. */
export const eligibilityDocuments = pgTable(
  'eligibility_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text().notNull(),
    /** 'pending', 'approved' or 'rejected'. */
    status: text().notNull().default('pending'),
    expiresOn: date({ mode: 'string' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    file: text(),
  },
  (t) => [index('eligibility_documents_user_idx').on(t.userId)],
);
