import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { staffAuditEvents, staffVenues } from './staff.tables';

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
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
