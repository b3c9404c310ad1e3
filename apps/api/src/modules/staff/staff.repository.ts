import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { staffAuditEvents, staffRecoveryCodes, staffSecondFactors, staffVenues } from './staff.tables';

export type StaffMemberRow = {
  id: number;
  firstName: string;
  lastName: string;
  /** users.staff_role as stored: null reads as 'front_of_house' (the narrowest). */
  staffRole: string | null;
};

/** Staff members, their venues and the audit of what they did (decision 052). */
export function createStaffRepository(db: Executor) {
  return {
    /** A person with users.role 'staff' at this operator, or null for a customer or no one. */
    async findMember(clientId: number, userId: number): Promise<StaffMemberRow | null> {
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          staffRole: users.staffRole,
        })
        .from(users)
        .where(and(eq(users.clientId, clientId), eq(users.id, userId), eq(users.role, 'staff')))
        .limit(1);
      return rows[0] ?? null;
    },
    /** The venues of staff_venues for one staff member, by name. */
    venuesOf(clientId: number, userId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: venues.id, name: venues.name })
        .from(staffVenues)
        .innerJoin(venues, eq(venues.id, staffVenues.venueId))
        .where(and(eq(staffVenues.userId, userId), eq(venues.clientId, clientId)))
        .orderBy(asc(venues.name));
    },
    /** Every venue of the operator (an operator admin's). */
    operatorVenues(clientId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: venues.id, name: venues.name })
        .from(venues)
        .where(eq(venues.clientId, clientId))
        .orderBy(asc(venues.name));
    },
    async insertAuditEvent(values: typeof staffAuditEvents.$inferInsert): Promise<void> {
      await db.insert(staffAuditEvents).values(values);
    },

    async addVenues(userId: number, venueIds: number[]): Promise<void> {
      if (venueIds.length > 0)
        await db.insert(staffVenues).values(venueIds.map((venueId) => ({ userId, venueId })));
    },
    /** A factor already confirmed (the demo's seed). */
    async insertConfirmedFactor(values: {
      clientId: number;
      userId: number;
      secretCiphertext: string;
      confirmedAt: Date;
    }): Promise<void> {
      await db.insert(staffSecondFactors).values(values);
    },

    async findFactor(userId: number): Promise<SecondFactorRow | null> {
      const rows = await db
        .select({
          secretCiphertext: staffSecondFactors.secretCiphertext,
          confirmedAt: staffSecondFactors.confirmedAt,
          lastUsedStep: staffSecondFactors.lastUsedStep,
        })
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },
    /** A new secret to confirm; an enrolment begun again replaces its secret, a confirmed one stays. */
    async putUnconfirmedFactor(clientId: number, userId: number, secretCiphertext: string): Promise<boolean> {
      const rows = await db
        .insert(staffSecondFactors)
        .values({ clientId, userId, secretCiphertext })
        .onConflictDoUpdate({
          target: staffSecondFactors.userId,
          set: { secretCiphertext, createdAt: sql`now()`, lastUsedStep: null },
          setWhere: isNull(staffSecondFactors.confirmedAt),
        })
        .returning({ userId: staffSecondFactors.userId });
      return rows.length > 0;
    },
    async replaceSecret(userId: number, secretCiphertext: string): Promise<void> {
      await db
        .update(staffSecondFactors)
        .set({ secretCiphertext })
        .where(eq(staffSecondFactors.userId, userId));
    },
    /**
     * Spends a time step: true only for a step later than the last one spent, in one statement, so of two
     * requests with the same code at once exactly one wins. `confirming` also confirms a new factor.
     */
    async spendStep(userId: number, step: number, confirming: Date | null): Promise<boolean> {
      const rows = await db
        .update(staffSecondFactors)
        .set(confirming ? { lastUsedStep: step, confirmedAt: confirming } : { lastUsedStep: step })
        .where(
          and(
            eq(staffSecondFactors.userId, userId),
            confirming ? isNull(staffSecondFactors.confirmedAt) : isNotNull(staffSecondFactors.confirmedAt),
            or(isNull(staffSecondFactors.lastUsedStep), lt(staffSecondFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: staffSecondFactors.userId });
      return rows.length > 0;
    },
    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Spends a recovery code once (one statement: a second use, even at the same instant, finds it used). */
    async spendRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.userId, userId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /**
     * A page of the audit, newest first: of the venues given (with the sign-ins of staff working there)
     * or of every venue ('all'), between two instants when given.
     */
    async auditPage(
      clientId: number,
      filter: { venueIds: number[] | 'all'; from?: Date; to?: Date },
      page: { limit: number; offset: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where: (SQL | undefined)[] = [eq(staffAuditEvents.clientId, clientId)];
      if (filter.venueIds !== 'all') {
        const ids = filter.venueIds.length > 0 ? filter.venueIds : [-1];
        where.push(
          or(
            inArray(staffAuditEvents.venueId, ids),
            and(
              isNull(staffAuditEvents.venueId),
              inArray(
                staffAuditEvents.staffUserId,
                db
                  .select({ id: staffVenues.userId })
                  .from(staffVenues)
                  .where(inArray(staffVenues.venueId, ids)),
              ),
            ),
          ),
        );
      }
      if (filter.from) where.push(gte(staffAuditEvents.createdAt, filter.from));
      if (filter.to) where.push(lte(staffAuditEvents.createdAt, filter.to));
      const condition = and(...where);
      const customers = alias(users, 'customers');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: staffAuditEvents.id,
            createdAt: staffAuditEvents.createdAt,
            staffId: staffAuditEvents.staffUserId,
            staffFirstName: users.firstName,
            staffLastName: users.lastName,
            customerId: customers.id,
            customerFirstName: customers.firstName,
            customerLastName: customers.lastName,
            customerReference: customers.reference,
            venueId: venues.id,
            venueName: venues.name,
            action: staffAuditEvents.action,
            amount: staffAuditEvents.amount,
            detail: staffAuditEvents.detail,
          })
          .from(staffAuditEvents)
          .innerJoin(users, eq(users.id, staffAuditEvents.staffUserId))
          .leftJoin(customers, eq(customers.id, staffAuditEvents.customerUserId))
          .leftJoin(venues, eq(venues.id, staffAuditEvents.venueId))
          .where(condition)
          .orderBy(desc(staffAuditEvents.createdAt), desc(staffAuditEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(staffAuditEvents).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type SecondFactorRow = {
  secretCiphertext: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
};

export type AuditRow = {
  id: number;
  createdAt: Date;
  staffId: number;
  staffFirstName: string;
  staffLastName: string;
  customerId: number | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerReference: string | null;
  venueId: number | null;
  venueName: string | null;
  action: string;
  amount: number | null;
  detail: Record<string, unknown>;
};
export type StaffRepository = ReturnType<typeof createStaffRepository>;
