import type { Db } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { recordStaffAction } from '../staff/staff-audit';
import type { StaffGuard } from '../staff/staff-guard';
import { createUsersDirectory } from '../users/users-directory';
import { createBookingsRepository } from './bookings.repository';

type Request = { session: SessionContext | null };

/**
 * Front of house marks who came: the no-show sweep charges only unattended places, so this is how a
 * customer who came is spared the fee. Staff of the session's venue only (decision 052), audited with the
 * mark in one transaction.
 */
export function createAttendance(db: Db) {
  return async function mark(guard: StaffGuard, request: Request, bookingId: number, attended: boolean) {
    const anyVenue = await guard.require(request);
    // A second lock behind the guard, as every staff service keeps (decision 052).
    if (!(await createUsersDirectory(db).isStaff(anyVenue.clientId, anyVenue.userId))) throw forbidden();
    const [booking] = await createBookingsRepository(db).whoseAndWhere(anyVenue.clientId, [bookingId]);
    if (!booking) throw notFound();
    const staff = await guard.require(request, { venueId: booking.venueId });
    await db.transaction(async (tx) => {
      if (!(await createBookingsRepository(tx).setAttended(staff.clientId, bookingId, attended)))
        throw notFound();
      await recordStaffAction(tx, {
        clientId: staff.clientId,
        staffUserId: staff.userId,
        customerUserId: booking.userId,
        venueId: booking.venueId,
        action: 'attendance-marked',
        detail: { booking_id: bookingId, attended },
      });
    });
    return { id: bookingId, attended };
  };
}
