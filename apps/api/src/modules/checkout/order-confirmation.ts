import { toPrice } from '@leisure/contracts/money';
import type { Executor } from '../../platform/db/client';
import { formatDay, localClock } from '../../platform/local-time';
import type { BookedSession } from '../basket/line-type';
import type { MailService, Queued } from '../mail/mail.service';
import { bookingConfirmationEmail } from '../mail/mail-templates';
import { buildCalendar } from '../orders/booking-calendar';
import { createUsersDirectory, type UserRow } from '../users/users-directory';

export type { BookedSession };

type Deps = {
  mail: MailService;
  bookingsLink: string;
  /** The host part of each event's UID, so UIDs are unique across operators' calendars. */
  uidDomain: string;
};

/** Whom an order's confirmation goes to and what it calls them. */
export type Customer = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;

/** Whom an order's confirmation goes to: read before the order's transaction. */
export const readCustomer = (
  executor: Executor,
  clientId: number,
  userId: number,
): Promise<Customer | null> => createUsersDirectory(executor).findById(clientId, userId);

/**
 * The confirmation email of a completed order, written in the order's transaction so it exists exactly
 * when the order does; the caller delivers it after the commit. Null when the customer has no address.
 */
export async function queueOrderConfirmation(
  tx: Executor,
  { mail, bookingsLink, uidDomain }: Deps,
  order: { clientId: number; userId: number; orderId: number; total: number; sessions: BookedSession[] },
  /** Read before the transaction: inside it, only the transaction's own connection may be used. */
  client: { name: string; currency: string },
  now: Date,
  /** The customer, read before the transaction too (`readCustomer`): nothing of theirs is read under its locks. */
  customer: Customer | null,
): Promise<Queued | null> {
  const users = createUsersDirectory(tx);
  if (!customer?.email) return null;
  const names = new Map<number, string>([[customer.id, `${customer.firstName} ${customer.lastName}`]]);
  for (const s of order.sessions) {
    if (!names.has(s.attendeeUserId)) {
      const u = await users.findById(order.clientId, s.attendeeUserId);
      if (u) names.set(u.id, `${u.firstName} ${u.lastName}`);
    }
  }
  const email = bookingConfirmationEmail({
    operatorName: client.name,
    firstName: customer.firstName,
    orderId: order.orderId,
    total: toPrice(order.total, client.currency).formatted,
    link: bookingsLink,
    bookings: order.sessions.map((s) => ({
      name: s.name,
      when: `${formatDay(s.startsAt, s.timeZone)} ${localClock(s.startsAt, s.timeZone)}`,
      where: `${s.venueName}, ${s.locationName}`,
      attendee: s.attendeeUserId === customer.id ? null : (names.get(s.attendeeUserId) ?? null),
    })),
  });
  const calendar = buildCalendar(
    order.sessions.map((s) => ({
      uid: `booking-${s.bookingId}@${uidDomain}`,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      summary: s.name,
      location: `${s.venueName}, ${s.locationName}`,
    })),
    client.name,
    now,
  );
  return mail.queue(tx, {
    clientId: order.clientId,
    to: customer.email,
    ...email,
    attachments:
      order.sessions.length > 0
        ? [
            {
              filename: 'booking.ics',
              content: calendar,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : [],
  });
}
