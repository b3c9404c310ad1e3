import { toPrice } from '@leisure/contracts/money';
import { type PenaltiesResponse, penaltyCartType } from '@leisure/contracts/penalties';
import type { Executor } from '../../platform/db/client';
import { formatDay, localClock } from '../../platform/local-time';
import type { LateCancellation } from '../bookings/cancel-booking';
import { createPenaltiesRepository, type PenaltiesRepository } from './penalties.repository';

/** A no-show is charged once the session has been over this long (time for staff to mark attendance)… */
export const noShowGraceMs = 30 * 60_000;
/** …and no longer after this: an old unmarked register is not billed out of the blue. */
export const noShowWindowMs = 7 * 24 * 3_600_000;

/**
 * Whether a family member may be removed, as far as fees go (docs/decisions/017): an unpaid fee holds them,
 * and any fee at all is history that keeps their user row (their fees would go with a deleted one).
 */
export async function feeStanding(executor: Executor, clientId: number, userId: number) {
  const { unpaid, any } = await createPenaltiesRepository(executor).standingOf(clientId, userId);
  return { unpaid, hasHistory: any };
}

type Deps = {
  penalties: PenaltiesRepository;
  currencyOf: (clientId: number) => Promise<string>;
  /** The family members a customer books for (their fees are theirs to pay too). */
  familyOf: (clientId: number, userId: number) => Promise<number[]>;
};

/**
 * Unpaid fees. The one place that decides whether a customer owes anything: the User's
 * hasOutstandingPenalties and the account view's hasOutstandingPenaltyFees both ask here.
 */
export function createFeesService({ penalties, currencyOf, familyOf }: Deps) {
  return {
    /**
     * The bookings module's lateCancellation port: inside the cancellation's transaction, one unpaid fee
     * for the booking at the operator's rate, if it has one. Safe to repeat for the same booking.
     */
    async chargeLateCancellation(tx: Executor, fee: LateCancellation): Promise<boolean> {
      return createPenaltiesRepository(tx).chargeForBooking({
        clientId: fee.clientId,
        userId: fee.userId,
        venueId: fee.venueId,
        bookingId: fee.bookingId,
        type: 'late-cancellation',
        description: `Late cancellation: ${fee.activityName}, ${formatDay(fee.startsAt, fee.timeZone)} ${localClock(fee.startsAt, fee.timeZone)}`,
        at: fee.at,
      });
    },

    /** The no-show sweep's work: fees for unattended places of sessions that ended a while ago. */
    chargeNoShows(tx: Executor, now: Date): Promise<number> {
      return createPenaltiesRepository(tx).chargeNoShows(
        new Date(now.getTime() - noShowWindowMs),
        new Date(now.getTime() - noShowGraceMs),
      );
    },

    hasOutstandingPenalties: (clientId: number, userId: number) => penalties.hasUnpaid(clientId, userId),

    /** The customer's unpaid fees and their family's, newest first, with what they add up to. */
    async unpaidPenalties(clientId: number, userId: number): Promise<PenaltiesResponse> {
      const [family, currency] = await Promise.all([familyOf(clientId, userId), currencyOf(clientId)]);
      const rows = await penalties.listUnpaidOf(clientId, [userId, ...family]);
      const total = rows.reduce((sum, row) => sum + row.feeAmount, 0);
      return {
        data: rows.map((row) => ({
          id: row.id,
          type: row.type,
          description: row.description,
          feeAmount: toPrice(row.feeAmount, currency),
          cartType: penaltyCartType,
          pricingOptionId: null,
          booking: row.booking && {
            venue: row.booking.venueName,
            description: row.booking.activityName,
            date: formatDay(row.booking.startsAt, row.booking.timeZone),
            time: localClock(row.booking.startsAt, row.booking.timeZone),
          },
          incurredAt: row.incurredAt.toISOString(),
          venue: row.venueName === null ? null : { name: row.venueName },
          user: { id: row.userId, name: row.userName },
        })),
        totalFees: { raw: total, formatted: toPrice(total, currency).formatted },
      };
    },
  };
}
export type FeesService = ReturnType<typeof createFeesService>;
