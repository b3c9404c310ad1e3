import type { Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import type { ActivitiesService, OccurrenceFacts, Quote } from '../activities/activities.service';
import type { BasketLine, PayingBasket } from '../basket/line-type';

/**
 * Package uses as bookings see them (the packages module answers, wired in services.ts;
 * docs/decisions/049-packages.md).
 */
export type SessionPackages = {
  /**
   * Spends a use of the attendee's packages covering the activity, unexpired when the session starts,
   * under a lock on those purchases held to the order's commit; null when none is left.
   */
  spend: (
    tx: Tx,
    input: { clientId: number; userId: number; activityId: number; at: Date; now: Date },
  ) => Promise<number | null>;
  link: (tx: Tx, useId: number, bookingId: number) => Promise<void>;
  /** Gives back the uses these bookings spent (a cancellation in time, an undone order). */
  giveBack: (tx: Executor, bookingIds: number[], at: Date) => Promise<void>;
};

/**
 * The order's package uses: a line quoted at its package price spends its use at once, so the next line
 * (and any other order, waiting on the purchases' lock) counts it. When the use has gone meanwhile the line
 * is quoted again without the package, and the order answers as for any stale price (repriced, paid again).
 */
export function packageUsesAtPay(packages: SessionPackages | undefined, tx: Tx, order: PayingBasket) {
  const uses = new Map<number, number>();
  return {
    async settle(
      activities: Pick<ActivitiesService, 'quote'>,
      line: BasketLine,
      facts: OccurrenceFacts,
      quoted: () => Promise<Quote>,
    ): Promise<Quote> {
      const userId = order.attendeeOf(line);
      const without = () =>
        activities.quote(
          tx,
          { clientId: order.clientId, facts, attendeeUserId: userId, applyPackage: false },
          order.now,
        );
      let quote: Quote;
      try {
        quote = await quoted();
      } catch (error) {
        // The package price asked for is no longer this attendee's (its last use spent elsewhere, expired).
        if (!(packages && line.packageApplied && error instanceof HttpError && error.statusCode === 422))
          throw error;
        return without();
      }
      if (!packages || !quote.packageApplied || userId === null) return quote;
      const useId = await packages.spend(tx, {
        clientId: order.clientId,
        userId,
        activityId: facts.activityId,
        at: facts.startsAt,
        now: order.now,
      });
      if (useId !== null) {
        uses.set(line.id, useId);
        return quote;
      }
      return without();
    },
    /** Ties the line's use to its booking. */
    async booked(tx: Tx, lineId: number, bookingId: number) {
      const useId = uses.get(lineId);
      if (packages && useId !== undefined) await packages.link(tx, useId, bookingId);
    },
  };
}
