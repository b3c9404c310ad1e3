import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { freezeTypes, membershipFreezes } from './membership-lifecycle.tables';
import { memberships } from './memberships.tables';

/** Postgres' unique_violation: here, membership_freezes_one_open. */
const uniqueViolation = '23505';

/** A second open freeze of the same membership (membership_freezes_one_open). */
export class FreezeAlreadyOpenError extends Error {}

const openStatuses = ['pending_approval', 'approved', 'active'];

/** A freeze with what its review and its sweeps need of the membership it freezes. */
const reviewColumns = {
  freeze: membershipFreezes,
  reason: freezeTypes.reason,
  proofDocumentType: freezeTypes.proofDocumentType,
  proofDescription: freezeTypes.proofDescription,
  membershipReference: memberships.reference,
  membershipName: memberships.name,
  membershipStatus: memberships.status,
  paymentType: memberships.paymentType,
  expiresAt: memberships.expiresAt,
  holderId: memberships.userId,
  homeVenueId: memberships.homeVenueId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  timeZone: venues.timeZone,
  operatorName: clients.name,
};

/** Freeze types, and the freezes members ask for (membership_freezes). */
export function createMembershipFreezesRepository(db: Executor) {
  const reviewed = () =>
    db
      .select(reviewColumns)
      .from(membershipFreezes)
      .innerJoin(freezeTypes, eq(freezeTypes.id, membershipFreezes.freezeTypeId))
      .innerJoin(memberships, eq(memberships.id, membershipFreezes.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(clients, eq(clients.id, membershipFreezes.clientId))
      .leftJoin(venues, eq(venues.id, memberships.homeVenueId));

  return {
    /** The operator's freeze types offered today, in their order. */
    typesOf(clientId: number) {
      return db
        .select()
        .from(freezeTypes)
        .where(and(eq(freezeTypes.clientId, clientId), eq(freezeTypes.active, true)))
        .orderBy(asc(freezeTypes.position), asc(freezeTypes.id));
    },

    /** The operator's freeze types (the demo seed, and staff set-up to come). */
    async insertTypes(rows: (typeof freezeTypes.$inferInsert)[]) {
      return rows.length === 0 ? [] : db.insert(freezeTypes).values(rows).returning();
    },

    async openOf(membershipId: number) {
      const [row] = await db
        .select()
        .from(membershipFreezes)
        .where(
          and(
            eq(membershipFreezes.membershipId, membershipId),
            inArray(membershipFreezes.status, openStatuses),
          ),
        );
      return row ?? null;
    },

    /** Writes a request; a second open one of the membership is FreezeAlreadyOpenError. */
    async insert(row: typeof membershipFreezes.$inferInsert) {
      try {
        const [made] = await db.insert(membershipFreezes).values(row).returning();
        return made!;
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === uniqueViolation) throw new FreezeAlreadyOpenError();
        throw err;
      }
    },

    /** The freezes of an operator in one state, oldest request first, for staff. */
    listFor(clientId: number, status: string) {
      return reviewed()
        .where(and(eq(membershipFreezes.clientId, clientId), eq(membershipFreezes.status, status)))
        .orderBy(asc(membershipFreezes.requestedAt), asc(membershipFreezes.id));
    },

    /** One freeze of the operator's, its row locked until the transaction ends; null when none. */
    async lockOne(clientId: number, id: number) {
      const [row] = await reviewed()
        .where(and(eq(membershipFreezes.clientId, clientId), eq(membershipFreezes.id, id)))
        .for('update', { of: membershipFreezes });
      return row ?? null;
    },

    /** One freeze of the operator's with its membership and holder; null when none. */
    async findOne(clientId: number, id: number) {
      const [row] = await reviewed().where(
        and(eq(membershipFreezes.clientId, clientId), eq(membershipFreezes.id, id)),
      );
      return row ?? null;
    },

    /**
     * Open freezes in one state, locked for a sweep (membership_freezes_open_idx); rows another instance
     * holds are left to it. `startingBy`: first day at most that day; `endedBy`: last day before it;
     * `proofless`: of types asking no proof.
     */
    dueIn(
      status: 'pending_approval' | 'approved' | 'active',
      limit: number,
      only: { startingBy?: string; endedBy?: string; proofless?: boolean } = {},
    ) {
      return reviewed()
        .where(
          and(
            eq(membershipFreezes.status, status),
            only.startingBy ? lte(membershipFreezes.activeFrom, only.startingBy) : undefined,
            only.endedBy ? lt(membershipFreezes.endsOn, only.endedBy) : undefined,
            only.proofless ? isNull(freezeTypes.proofDocumentType) : undefined,
          ),
        )
        .orderBy(asc(membershipFreezes.activeFrom), asc(membershipFreezes.id))
        .limit(limit)
        .for('update', { of: membershipFreezes, skipLocked: true });
    },

    async decide(
      id: number,
      values: Partial<
        Pick<
          typeof membershipFreezes.$inferInsert,
          'status' | 'decidedAt' | 'decidedByUserId' | 'rejectionReason'
        >
      >,
    ) {
      await db.update(membershipFreezes).set(values).where(eq(membershipFreezes.id, id));
    },

    /** What qualifies the membership's status on the list ('freeze pending approval', …, or null). */
    async setStatusInfo(membershipId: number, statusInfo: string | null) {
      await db.update(memberships).set({ statusInfo }).where(eq(memberships.id, membershipId));
    },

    /** Moves a fixed membership's end on by a freeze's days (the moment it ends: the start of a day). */
    async extendEnd(membershipId: number, expiresAt: Date) {
      await db.update(memberships).set({ expiresAt }).where(eq(memberships.id, membershipId));
    },

    /** Ids of these memberships that have an open freeze. */
    async withOpenFreeze(membershipIds: number[]): Promise<Set<number>> {
      if (membershipIds.length === 0) return new Set();
      const rows = await db
        .select({ id: membershipFreezes.membershipId })
        .from(membershipFreezes)
        .where(
          and(
            inArray(membershipFreezes.membershipId, membershipIds),
            inArray(membershipFreezes.status, openStatuses),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** The count of the operator's open freezes (tests and health pages). */
    async countOpen(membershipId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(membershipFreezes)
        .where(
          and(
            eq(membershipFreezes.membershipId, membershipId),
            inArray(membershipFreezes.status, openStatuses),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type MembershipFreezesRepository = ReturnType<typeof createMembershipFreezesRepository>;
export type ReviewedFreeze = Awaited<ReturnType<MembershipFreezesRepository['listFor']>>[number];
