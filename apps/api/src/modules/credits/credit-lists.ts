import { toPrice } from '@leisure/contracts/money';
import {
  type CreditAdded,
  type CreditKindName,
  type CreditSpent,
  type creditBalances,
  creditsDisabledMessage,
} from '@leisure/contracts/payments';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { forbidden } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { formatDay, localClock } from '../../platform/local-time';
import { createCreditsRepository } from './credits.repository';
import {
  cancellationCreditReason,
  courseCancellationCreditReason,
  orderReversedCreditReason,
} from './credits.tables';

type CreditBalances = z.infer<typeof creditBalances>;
type Deps = {
  db: Executor;
  currencyOf: (clientId: number) => Promise<string>;
  now?: () => Date;
};

/** The reasons the ledger writes, as a customer reads them; a reason staff typed is shown as written. */
const reasonWords: Record<string, string> = {
  [cancellationCreditReason]: 'Booking cancelled',
  [courseCancellationCreditReason]: 'Course cancelled',
  [orderReversedCreditReason]: 'Order cancelled',
};
/** Before reversal entries had a reason of their own (order-reversal.ts wrote 'Order 12 could not be paid'). */
const legacyReversal = /^Order \d+ could not be paid$/;

export function reasonOf(reason: string): string {
  if (legacyReversal.test(reason)) return reasonWords[orderReversedCreditReason]!;
  return reasonWords[reason] ?? reason;
}

const kindName = (kind: string): CreditKindName => (kind === 'membership' ? 'membership' : 'booking');

/** 'Zumba, 24/11/2026 18:00': a session as the customer booked it, in its venue's zone. */
const sessionLine = (name: string, startsAt: Date, timeZone: string) =>
  `${name}, ${formatDay(startsAt, timeZone)} ${localClock(startsAt, timeZone)}`;

/** 'Zumba' or 'Zumba and 2 more': what an order paid for. */
function orderLine(order: { firstItem: string | null; itemCount: number }): string | null {
  if (!order.firstItem) return null;
  return order.itemCount > 1 ? `${order.firstItem} and ${order.itemCount - 1} more` : order.firstItem;
}

/**
 * The payments area's credit lists (spec part 2 §4 "Credit lists", §7 `credits/user`): what was added and
 * what was spent, only the signed-in customer's own, with their balances; refused when credit is off.
 */
export function createCreditLists({ db, currencyOf, now = () => new Date() }: Deps) {
  async function open(session: SessionContext) {
    const ledger = createCreditsRepository(db);
    const [enabled, currency] = await Promise.all([
      ledger.creditsEnabled(session.clientId),
      currencyOf(session.clientId),
    ]);
    if (!enabled) throw forbidden(creditsDisabledMessage);
    const value = (raw: number) => ({ ...toPrice(raw, currency), currency });
    const [general, membership] = await Promise.all([
      ledger.sum(session.clientId, session.userId, 'general'),
      ledger.sum(session.clientId, session.userId, 'membership'),
    ]);
    const balances: CreditBalances = {
      booking: value(Math.max(0, general)),
      membership: value(Math.max(0, membership)),
    };
    return { ledger, value, balances };
  }

  return {
    async added(session: SessionContext): Promise<{ credits: CreditAdded[]; balances: CreditBalances }> {
      const { ledger, value, balances } = await open(session);
      const at = now();
      const rows = await ledger.listAdded(session.clientId, session.userId);
      const credits = rows.map((row): CreditAdded => {
        const expired = row.expiresAt !== null && row.expiresAt <= at;
        const booking =
          row.booking?.activityName && row.booking.startsAt && row.booking.timeZone
            ? sessionLine(row.booking.activityName, row.booking.startsAt, row.booking.timeZone)
            : null;
        const course = row.course?.name
          ? row.course.firstStart && row.course.timeZone
            ? sessionLine(row.course.name, row.course.firstStart, row.course.timeZone)
            : row.course.name
          : null;
        const order = row.orderId !== null ? orderLine(row.order) : null;
        const reversal = row.reason === orderReversedCreditReason || legacyReversal.test(row.reason);
        return {
          id: row.id,
          kind: kindName(row.kind),
          value: value(row.amount),
          // Lapsed is lapsed for the customer, even in the minute before the sweep writes its entry.
          remaining: value(expired ? 0 : Math.max(0, row.remaining)),
          addedAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt?.toISOString() ?? null,
          expired,
          reason: reasonOf(row.reason),
          relatedItem: booking ?? course ?? order,
          description: booking
            ? `Credit for your cancelled booking: ${booking}`
            : course
              ? `Credit for your cancelled course: ${course}`
              : reversal && row.orderId !== null
                ? `Returned from order ${row.orderId}, which could not be paid`
                : null,
        };
      });
      return { credits, balances };
    },

    async spent(session: SessionContext): Promise<{ transactions: CreditSpent[]; balances: CreditBalances }> {
      const { ledger, value, balances } = await open(session);
      const rows = await ledger.listSpent(session.clientId, session.userId);
      const transactions = rows.map(
        (row): CreditSpent => ({
          id: row.id,
          kind: kindName(row.kind),
          value: value(-row.amount),
          spentAt: row.createdAt.toISOString(),
          spentAtLocation: row.orderId !== null ? row.order.venueName : null,
          relatedItem: row.orderId !== null ? orderLine(row.order) : null,
          description: row.orderId !== null ? `Used towards order ${row.orderId}` : null,
          orderId: row.orderId,
        }),
      );
      return { transactions, balances };
    },
  };
}
export type CreditLists = ReturnType<typeof createCreditLists>;
