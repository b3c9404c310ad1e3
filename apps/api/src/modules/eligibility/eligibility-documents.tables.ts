import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { eligibilityCriteria, eligibilityDocumentTypes } from '../memberships/membership-catalogue.tables';
import { memberships } from '../memberships/memberships.tables';
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
    /** The stored file's key (platform/file-storage). */
    file: text(),
    /** The membership it proves eligibility for, its criterion and the kind of document (spec part 2 §3). */
    membershipId: integer().references(() => memberships.id, { onDelete: 'cascade' }),
    eligibilityCriterionId: integer().references(() => eligibilityCriteria.id),
    eligibilityDocumentTypeId: integer().references(() => eligibilityDocumentTypes.id),
    /** 'image/jpeg', 'image/png' or 'application/pdf', judged from the content. */
    contentType: text(),
    sizeBytes: integer(),
    /** Why staff rejected it, shown as 'Latest document upload was rejected: {reason}…'. */
    rejectionReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: integer().references(() => users.id),
  },
  (t) => [
    index('eligibility_documents_user_idx').on(t.userId),
    index('eligibility_documents_membership_idx').on(t.membershipId, t.uploadedAt),
    // The staff review queue reads the pending ones, oldest first.
    index('eligibility_documents_pending_idx')
      .on(t.clientId, t.uploadedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
