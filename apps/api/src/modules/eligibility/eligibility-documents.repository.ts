import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { clients } from '../clients/clients.tables';
import {
  eligibilityCriteria,
  eligibilityDocumentTypes,
  membershipTypes,
} from '../memberships/membership-catalogue.tables';
import { membershipEvents } from '../memberships/membership-lifecycle.tables';
import { memberships } from '../memberships/memberships.tables';
import { users } from '../users/users.tables';
import { eligibilityDocuments } from './eligibility-documents.tables';

export type EligibilityDocumentRow = typeof eligibilityDocuments.$inferSelect;

/** A membership whose type's criterion asks for proof, as the proof rules read it. */
const proofColumns = {
  id: memberships.id,
  clientId: memberships.clientId,
  userId: memberships.userId,
  reference: memberships.reference,
  name: memberships.name,
  status: memberships.status,
  startsAt: memberships.startsAt,
  managementEnabled: membershipTypes.managementEnabled,
  criterionId: eligibilityCriteria.id,
  allowanceDays: clients.eligibilityProofAllowanceDays,
};
export type ProofMembershipRow = {
  id: number;
  clientId: number;
  userId: number;
  reference: string;
  name: string;
  status: string;
  startsAt: Date;
  managementEnabled: boolean;
  criterionId: number;
  allowanceDays: number;
};

/** What the sweep's reminders remember: one audit row per step per document (or per membership). */
export const reminderEvent = 'eligibility-reminder';

export function createEligibilityDocumentsRepository(db: Executor) {
  const proofMemberships = () =>
    db
      .select(proofColumns)
      .from(memberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
      .innerJoin(eligibilityCriteria, eq(eligibilityCriteria.id, membershipTypes.eligibilityCriterionId))
      .innerJoin(clients, eq(clients.id, memberships.clientId));

  return {
    /** The latest approved document a customer holds without a membership (from before documents had one). */
    async latestApproved(clientId: number, userId: number): Promise<EligibilityDocumentRow | null> {
      const rows = await db
        .select()
        .from(eligibilityDocuments)
        .where(
          and(
            eq(eligibilityDocuments.clientId, clientId),
            eq(eligibilityDocuments.userId, userId),
            eq(eligibilityDocuments.status, 'approved'),
            isNull(eligibilityDocuments.membershipId),
          ),
        )
        .orderBy(desc(eligibilityDocuments.uploadedAt), desc(eligibilityDocuments.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(values: typeof eligibilityDocuments.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(eligibilityDocuments)
        .values(values)
        .returning({ id: eligibilityDocuments.id });
      return row!.id;
    },

    /** These memberships' documents, newest first, with their type's name. */
    documentsOf(membershipIds: number[]) {
      if (membershipIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: eligibilityDocuments.id,
          membershipId: eligibilityDocuments.membershipId,
          status: eligibilityDocuments.status,
          rejectionReason: eligibilityDocuments.rejectionReason,
          expiresOn: eligibilityDocuments.expiresOn,
          uploadedAt: eligibilityDocuments.uploadedAt,
          typeName: sql<string>`coalesce(${eligibilityDocumentTypes.name}, ${eligibilityDocuments.documentType})`,
        })
        .from(eligibilityDocuments)
        .leftJoin(
          eligibilityDocumentTypes,
          eq(eligibilityDocumentTypes.id, eligibilityDocuments.eligibilityDocumentTypeId),
        )
        .where(inArray(eligibilityDocuments.membershipId, membershipIds))
        .orderBy(desc(eligibilityDocuments.uploadedAt), desc(eligibilityDocuments.id));
    },

    /** The kinds of document that prove these criteria, in the operator's order. */
    documentTypesOf(criterionIds: number[]) {
      if (criterionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: eligibilityDocumentTypes.id,
          criterionId: eligibilityDocumentTypes.eligibilityCriterionId,
          name: eligibilityDocumentTypes.name,
        })
        .from(eligibilityDocumentTypes)
        .where(inArray(eligibilityDocumentTypes.eligibilityCriterionId, criterionIds))
        .orderBy(asc(eligibilityDocumentTypes.position), asc(eligibilityDocumentTypes.id));
    },

    /** Which of these criteria ask for proof (an age band is checked from the date of birth instead). */
    async criteriaNeedingProof(criterionIds: number[]): Promise<Set<number>> {
      if (criterionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: eligibilityCriteria.id })
        .from(eligibilityCriteria)
        .where(
          and(inArray(eligibilityCriteria.id, criterionIds), eq(eligibilityCriteria.proofRequired, true)),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** One membership with its type's criterion (any criterion), for an upload's checks. */
    async membershipForUpload(clientId: number, membershipId: number) {
      const [row] = await db
        .select({
          id: memberships.id,
          userId: memberships.userId,
          status: memberships.status,
          name: memberships.name,
          homeVenueId: memberships.homeVenueId,
          criterionId: eligibilityCriteria.id,
          proofRequired: eligibilityCriteria.proofRequired,
        })
        .from(memberships)
        .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
        .leftJoin(eligibilityCriteria, eq(eligibilityCriteria.id, membershipTypes.eligibilityCriterionId))
        .where(and(eq(memberships.clientId, clientId), eq(memberships.id, membershipId)));
      return row ?? null;
    },

    async documentType(clientId: number, id: number) {
      const [row] = await db
        .select()
        .from(eligibilityDocumentTypes)
        .where(and(eq(eligibilityDocumentTypes.clientId, clientId), eq(eligibilityDocumentTypes.id, id)));
      return row ?? null;
    },

    /** Memberships of these people whose criterion asks for proof. */
    proofMembershipsOf(clientId: number, userIds: number[]): Promise<ProofMembershipRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return proofMemberships().where(
        and(
          eq(memberships.clientId, clientId),
          inArray(memberships.userId, userIds),
          eq(eligibilityCriteria.proofRequired, true),
        ),
      );
    },

    /** Running memberships (every operator's) whose criterion asks for proof: what the sweep looks at. */
    runningProofMemberships(afterId: number, limit: number): Promise<ProofMembershipRow[]> {
      return proofMemberships()
        .where(
          and(
            inArray(memberships.status, ['active', 'frozen']),
            eq(eligibilityCriteria.proofRequired, true),
            sql`${memberships.id} > ${afterId}`,
          ),
        )
        .orderBy(asc(memberships.id))
        .limit(limit);
    },

    /** The review queue: documents in a status, oldest first (eligibility_documents_pending_idx). */
    queue(clientId: number, status: string) {
      return reviewSelect()
        .where(and(eq(eligibilityDocuments.clientId, clientId), eq(eligibilityDocuments.status, status)))
        .orderBy(asc(eligibilityDocuments.uploadedAt), asc(eligibilityDocuments.id))
        .limit(200);
    },

    async findForReview(clientId: number, id: number) {
      const [row] = await reviewSelect().where(
        and(eq(eligibilityDocuments.clientId, clientId), eq(eligibilityDocuments.id, id)),
      );
      return row ?? null;
    },

    /** One document locked for its review: two staff deciding at once do not both decide. */
    async lock(clientId: number, id: number): Promise<EligibilityDocumentRow | null> {
      const [row] = await db
        .select()
        .from(eligibilityDocuments)
        .where(and(eq(eligibilityDocuments.clientId, clientId), eq(eligibilityDocuments.id, id)))
        .for('update');
      return row ?? null;
    },

    async review(
      id: number,
      values: Pick<
        typeof eligibilityDocuments.$inferInsert,
        'status' | 'expiresOn' | 'rejectionReason' | 'reviewedAt' | 'reviewedByUserId'
      >,
    ) {
      await db.update(eligibilityDocuments).set(values).where(eq(eligibilityDocuments.id, id));
    },

    /** Why a suspended membership was last suspended (the details of its latest 'suspend' audit row). */
    async lastSuspension(membershipId: number): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ details: membershipEvents.details })
        .from(membershipEvents)
        .where(and(eq(membershipEvents.membershipId, membershipId), eq(membershipEvents.event, 'suspend')))
        .orderBy(desc(membershipEvents.at), desc(membershipEvents.id))
        .limit(1);
      return (row?.details as Record<string, unknown> | undefined) ?? null;
    },

    /** The reminder steps already written for these memberships, as `${membershipId}:${key}`. */
    async remindersSent(membershipIds: number[]): Promise<Set<string>> {
      if (membershipIds.length === 0) return new Set();
      const rows = await db
        .select({ membershipId: membershipEvents.membershipId, details: membershipEvents.details })
        .from(membershipEvents)
        .where(
          and(
            inArray(membershipEvents.membershipId, membershipIds),
            eq(membershipEvents.event, reminderEvent),
          ),
        );
      return new Set(rows.map((r) => `${r.membershipId}:${(r.details as { key?: string }).key ?? ''}`));
    },

    /** Notes a reminder as sent: an audit row that moves nothing (its status before and after the same). */
    async noteReminder(m: { id: number; clientId: number; status: string }, key: string, step: string) {
      await db.insert(membershipEvents).values({
        clientId: m.clientId,
        membershipId: m.id,
        event: reminderEvent,
        fromStatus: m.status,
        toStatus: m.status,
        actor: 'system',
        details: { key, step },
      });
    },

    async contactOf(clientId: number, userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          parentUserId: users.parentUserId,
          operatorName: clients.name,
        })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.clientId))
        .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
      return row ?? null;
    },
  };

  function reviewSelect() {
    return db
      .select({
        document: eligibilityDocuments,
        typeName: eligibilityDocumentTypes.name,
        customerReference: users.reference,
        customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        membershipReference: memberships.reference,
        membershipName: memberships.name,
      })
      .from(eligibilityDocuments)
      .innerJoin(users, eq(users.id, eligibilityDocuments.userId))
      .leftJoin(memberships, eq(memberships.id, eligibilityDocuments.membershipId))
      .leftJoin(
        eligibilityDocumentTypes,
        eq(eligibilityDocumentTypes.id, eligibilityDocuments.eligibilityDocumentTypeId),
      );
  }
}
export type EligibilityDocumentsRepository = ReturnType<typeof createEligibilityDocumentsRepository>;
