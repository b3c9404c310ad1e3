import type { Executor } from '../../platform/db/client';
import { forbidden, unauthenticated } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { createStaffRepository } from './staff.repository';

export type StaffRole = 'front_of_house' | 'venue_manager' | 'operator_admin';
export const staffRoles: readonly StaffRole[] = ['front_of_house', 'venue_manager', 'operator_admin'];

export type StaffContext = {
  clientId: number;
  userId: number;
  /** The session's token hash. */
  sessionId: string;
  staffRole: StaffRole;
  /** The venues they work at; an operator admin's are all the operator's. */
  venueIds: number[] | 'all';
  deskVenueId: number | null;
};

export type StaffGuardOptions = { roles?: StaffRole[]; venueId?: number };

/** A stored role, or the narrowest for a staff row without one. */
export function staffRoleOf(stored: string | null): StaffRole {
  return staffRoles.includes(stored as StaffRole) ? (stored as StaffRole) : 'front_of_house';
}

/** Whether a staff member works at a venue (an operator admin at every venue of the operator). */
export function worksAt(staff: Pick<StaffContext, 'venueIds'>, venueId: number): boolean {
  return staff.venueIds === 'all' || staff.venueIds.includes(venueId);
}

type Deps = { db: Executor };

/**
 * The one check every staff call makes (decision 052): a staff session (sessions.kind 'staff') past its
 * second factor, of a person who is staff now, in one of the roles asked, at the venue asked. 401 without
 * a session; 403 for a customer's session, a staff session still waiting for its code, or a role or venue
 * not theirs. The role and venues are read per call, so a change takes effect at the next request.
 */
export function createStaffGuard({ db }: Deps) {
  const staff = createStaffRepository(db);
  return {
    async require(
      request: { session: SessionContext | null },
      opts: StaffGuardOptions = {},
    ): Promise<StaffContext> {
      const session = request.session;
      if (!session) throw unauthenticated();
      if (session.kind !== 'staff' || !session.secondFactorAt) throw forbidden();
      const member = await staff.findMember(session.clientId, session.userId);
      if (!member) throw forbidden();
      const staffRole = staffRoleOf(member.staffRole);
      if (opts.roles && !opts.roles.includes(staffRole)) throw forbidden();
      const venueIds =
        staffRole === 'operator_admin'
          ? ('all' as const)
          : (await staff.venuesOf(session.clientId, session.userId)).map((v) => v.id);
      if (opts.venueId !== undefined) {
        const theirs =
          venueIds === 'all'
            ? (await staff.operatorVenues(session.clientId)).some((v) => v.id === opts.venueId)
            : venueIds.includes(opts.venueId);
        if (!theirs) throw forbidden();
      }
      return {
        clientId: session.clientId,
        userId: session.userId,
        sessionId: session.tokenHash,
        staffRole,
        venueIds,
        deskVenueId: session.deskVenueId ?? null,
      };
    },
  };
}
export type StaffGuard = ReturnType<typeof createStaffGuard>;
