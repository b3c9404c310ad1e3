import type { Db } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { createUsersDirectory } from '../users/users-directory';
import { createBookingsRepository } from './bookings.repository';

/**
 * Front of house marks who came: the no-show sweep charges only unattended places, so this is how a
 * customer who came is spared the fee. Staff only (users.role), as checkout's front-of-house pay checks.
 */
export function createAttendance(db: Db) {
  return async function mark(session: SessionContext, bookingId: number, attended: boolean) {
    if (!(await createUsersDirectory(db).isStaff(session.clientId, session.userId))) throw forbidden();
    if (!(await createBookingsRepository(db).setAttended(session.clientId, bookingId, attended))) {
      throw notFound();
    }
    return { id: bookingId, attended };
  };
}
