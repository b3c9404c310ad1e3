import type { Db } from '../../platform/db/client';
import type { LineTypes } from '../basket/line-types';
import type { CreditsService } from '../credits/credits.service';
import type { MailService } from '../mail/mail.service';
import { orderReversedEmail } from '../mail/mail-templates';
import { createOrderRecords } from '../orders/orders.service';
import type { PaymentLog } from '../payments/payment-states';
import { createPaymentRecords, type PaymentRow } from '../payments/payments.service';
import { createUsersDirectory } from '../users/users-directory';

export type OrderReversalDeps = {
  db: Db;
  lineTypes: LineTypes;
  credits: Pick<CreditsService, 'refundOrder'>;
  mail: MailService;
  /** Where the email sends the customer to book again. */
  bookAgainLink: string;
  clientOf: (clientId: number) => Promise<{ name: string }>;
  log: PaymentLog;
};

/**
 * Undoes an order whose card can no longer be captured (the authorisation lapsed or was released), in
 * one transaction that starts by moving the payment from 'ordered' to 'reversed', so it happens once
 * however often it is tried: each line type undoes what the order made of it (places given back, to the
 * waitlist first; course bookings cancelled; fees owed again), in the reverse of the order they lock in,
 * the credit it spent is returned, the order marked reversed and the customer told.
 */
export async function reverseOrder(deps: OrderReversalDeps, payment: PaymentRow, at: Date): Promise<boolean> {
  const { db, log } = deps;
  const orderId = payment.orderId;
  if (orderId === null) return false;
  const { clientId } = payment;
  const client = await deps.clientOf(clientId);
  let deliver: (() => Promise<void>) | null = null;
  const reversed = await db.transaction(async (tx) => {
    // The payment's row first, then what the lines took: the order in which checkout locks them.
    if (!(await createPaymentRecords(tx).move(payment.id, 'reversed', at))) return false;
    const orders = createOrderRecords(tx);
    const order = await orders.findById(clientId, orderId);
    await orders.markReversed(clientId, orderId, at);
    const items: string[] = [];
    for (const type of [...deps.lineTypes.all].reverse())
      items.push(...(await type.reverse(tx, { clientId, orderId, at })));
    if (order && order.creditAmount > 0) await deps.credits.refundOrder(tx, { clientId, orderId });
    const customer = await createUsersDirectory(tx).findById(clientId, payment.userId);
    if (customer?.email) {
      const email = orderReversedEmail({
        operatorName: client.name,
        firstName: customer.firstName,
        link: deps.bookAgainLink,
        orderId,
        items,
      });
      const queued = await deps.mail.queue(tx, { clientId, to: customer.email, ...email });
      deliver = queued.deliver;
    }
    log.warn(
      { paymentId: payment.id, orderId, from: 'ordered', to: 'reversed', itemsUndone: items.length },
      'payment: capture impossible, order reversed',
    );
    return true;
  });
  if (deliver) await (deliver as () => Promise<void>)();
  return reversed;
}
