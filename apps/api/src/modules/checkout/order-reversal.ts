import type { Db, Executor } from '../../platform/db/client';
import { formatDay, localClock } from '../../platform/local-time';
import { createBookingsRepository } from '../bookings/bookings.repository';
import { createCoursesRepository } from '../courses/courses.repository';
import type { CreditsService } from '../credits/credits.service';
import type { MailService } from '../mail/mail.service';
import { orderReversedEmail } from '../mail/mail-templates';
import { createOrdersRepository } from '../orders/orders.repository';
import type { PaymentLog } from '../payments/payment-states';
import { createPaymentsRepository, type PaymentRow } from '../payments/payments.repository';
import { createUsersRepository } from '../users/users.repository';
import type { ActivitiesForCheckout } from './checkout.ports';

export const orderReversedReason = (orderId: number) => `Order ${orderId} could not be paid`;

export type OrderReversalDeps = {
  db: Db;
  activities: Pick<ActivitiesForCheckout, 'lockOccurrences' | 'adjustBookedCount'>;
  credits: Pick<CreditsService, 'award'>;
  /** Offers each freed place to the session's waitlist, in the reversal's transaction. */
  placeFreed?:
    | ((tx: Executor, clientId: number, occurrenceId: number, at: Date) => Promise<void>)
    | undefined;
  mail: MailService;
  /** Where the email sends the customer to book again. */
  bookAgainLink: string;
  clientOf: (clientId: number) => Promise<{ name: string }>;
  log: PaymentLog;
};

/**
 * Undoes an order whose card can no longer be captured (the authorisation lapsed or was released): its
 * places are cancelled and given back (to the waitlist first), its course bookings cancelled, the credit
 * it spent returned, the order marked reversed and the customer told, all in one transaction that
 * starts by moving the payment from 'ordered' to 'reversed', so it happens once however often it is tried.
 */
export async function reverseOrder(deps: OrderReversalDeps, payment: PaymentRow, at: Date): Promise<boolean> {
  const { db, activities, log } = deps;
  const orderId = payment.orderId;
  if (orderId === null) return false;
  const client = await deps.clientOf(payment.clientId);
  let deliver: (() => Promise<void>) | null = null;
  const reversed = await db.transaction(async (tx) => {
    const bookings = createBookingsRepository(tx);
    // Sessions first, then the payment and the bookings: the order checkout and cancellation lock in.
    const occurrenceIds = await bookings.activeOccurrencesOfOrder(orderId);
    const facts = await activities.lockOccurrences(tx, payment.clientId, occurrenceIds);
    if (!(await createPaymentsRepository(tx).move(payment.id, 'reversed', at))) return false;
    const orders = createOrdersRepository(tx);
    const order = await orders.findById(payment.clientId, orderId);
    await orders.markReversed(payment.clientId, orderId, at);
    const cancelled = await bookings.cancelActiveOfOrder(orderId, at);
    for (const booking of cancelled) {
      await activities.adjustBookedCount(tx, booking.occurrenceId, -1);
      await deps.placeFreed?.(tx, payment.clientId, booking.occurrenceId, at);
    }
    await createCoursesRepository(tx).cancelActiveOfOrder(orderId, at);
    if (order && order.creditAmount > 0) {
      await deps.credits.award(tx, {
        clientId: payment.clientId,
        userId: order.userId,
        amount: order.creditAmount,
        orderId,
        reason: orderReversedReason(orderId),
      });
    }
    const customer = await createUsersRepository(tx).findById(payment.clientId, payment.userId);
    if (customer?.email) {
      const factsById = new Map(facts.map((f) => [f.id, f]));
      const items = cancelled.flatMap((b) => {
        const f = factsById.get(b.occurrenceId);
        return f
          ? [`${f.activityName}, ${formatDay(f.startsAt, f.timeZone)} ${localClock(f.startsAt, f.timeZone)}`]
          : [];
      });
      const email = orderReversedEmail({
        operatorName: client.name,
        firstName: customer.firstName,
        link: deps.bookAgainLink,
        orderId,
        items,
      });
      const queued = await deps.mail.queue(tx, { clientId: payment.clientId, to: customer.email, ...email });
      deliver = queued.deliver;
    }
    log.warn(
      { paymentId: payment.id, orderId, from: 'ordered', to: 'reversed', placesReleased: cancelled.length },
      'payment: capture impossible, order reversed',
    );
    return true;
  });
  if (deliver) await (deliver as () => Promise<void>)();
  return reversed;
}
