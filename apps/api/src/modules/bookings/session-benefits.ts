import type { Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { localDate } from '../../platform/local-time';
import type { ActivitiesService, OccurrenceFacts, Quote } from '../activities/activities.service';
import type { BasketLine, PayingBasket } from '../basket/line-type';

/**
 * Membership benefit uses as bookings see them (the memberships module answers, wired in services.ts;
 * docs/decisions/050-benefit-periods.md).
 */
export type SessionBenefits = {
  /** Locks the attendees' running memberships, held to the order's commit: call before quoting its lines. */
  lock: (tx: Tx, clientId: number, userIds: number[], now: Date) => Promise<void>;
  /** Spends a use for a place booked at the benefit price; null when none is counted (a legacy membership). */
  spend: (
    tx: Tx,
    input: { clientId: number; userId: number; activityId: number; day: string; now: Date },
  ) => Promise<number | null>;
  link: (tx: Tx, useId: number, bookingId: number) => Promise<void>;
  /** Gives back the uses these bookings spent (a cancellation in time, an undone order). */
  giveBack: (tx: Executor, bookingIds: number[], at: Date) => Promise<void>;
};

/**
 * The order's benefit uses: the attendees' memberships are locked first, each line's price is quoted under
 * that lock, and a line still at its benefit price spends its use at once, so the next line (and any other
 * order, waiting on the lock) counts it. A benefit price whose use has gone is no longer on offer: the line
 * is quoted again without it, and the order answers as for any stale price (repriced, paid again).
 */
export function benefitUsesAtPay(benefits: SessionBenefits | undefined, tx: Tx, order: PayingBasket) {
  const uses = new Map<number, number>();
  let locked = false;
  return {
    async quote(
      activities: Pick<ActivitiesService, 'quote'>,
      line: BasketLine,
      facts: OccurrenceFacts,
      attendeeLines: BasketLine[],
    ): Promise<Quote> {
      if (benefits && !locked) {
        locked = true;
        const attendees = attendeeLines.flatMap((l) => order.attendeeOf(l) ?? []);
        await benefits.lock(tx, order.clientId, attendees, order.now);
      }
      const attendeeUserId = order.attendeeOf(line);
      const ask = (pricingOptionId?: number) =>
        activities.quote(
          tx,
          {
            clientId: order.clientId,
            facts,
            attendeeUserId,
            ...(pricingOptionId ? { pricingOptionId } : {}),
          },
          order.now,
        );
      let quote: Quote;
      try {
        quote = await ask(line.pricingOptionId ?? undefined);
      } catch (error) {
        if (!(benefits && line.benefitApplied && error instanceof HttpError && error.statusCode === 422))
          throw error;
        quote = await ask();
      }
      if (benefits && quote.benefitApplied && attendeeUserId !== null && quote.price === line.unitPrice) {
        const useId = await benefits.spend(tx, {
          clientId: order.clientId,
          userId: attendeeUserId,
          activityId: facts.activityId,
          day: localDate(facts.startsAt, facts.timeZone),
          now: order.now,
        });
        if (useId !== null) uses.set(line.id, useId);
      }
      return quote;
    },
    /** Ties the line's use to its booking. */
    async booked(tx: Tx, lineId: number, bookingId: number) {
      const useId = uses.get(lineId);
      if (benefits && useId !== undefined) await benefits.link(tx, useId, bookingId);
    },
  };
}
