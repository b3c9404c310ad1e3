import { randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@leisure/contracts/calendar';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { buildCalendar, type CalendarEvent } from '../orders/booking-calendar';
import { type BookingEvent, createCalendarRepository } from './calendar.repository';

type Deps = {
  db: Db;
  /** PUBLIC_URL when configured; otherwise the feed's address is built on the request's own origin. */
  publicUrl: string | undefined;
  /** The host part of each event's UID: the same as the confirmation email's, so the two events are one. */
  uidDomain: string;
  clientName: (clientId: number) => Promise<string>;
  now?: () => Date;
};

/** How far back the feed goes: last month's sessions stay in the calendar, older ones drop out. */
export const feedHistoryMs = 30 * 24 * 3_600_000;
/** How often calendar apps are asked to read the feed again. */
export const feedRefresh = 'PT1H';

/** 32 random bytes, base64url: 256 bits, unguessable, and safe in a path. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * The customer's private calendar feed (docs/decisions/013) and a single booking's .ics. A feed shows the
 * customer's active bookings as they are at each read, so a cancelled booking drops out and a moved
 * session moves: calendar apps replace events by UID.
 */
export function createCalendarService({
  db,
  publicUrl,
  uidDomain,
  clientName,
  now = () => new Date(),
}: Deps) {
  const repository = createCalendarRepository(db);

  function addresses(token: string, origin: string): CalendarFeed {
    const url = `${(publicUrl ?? origin).replace(/\/$/, '')}/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  }
  const eventOf = (b: BookingEvent): CalendarEvent => ({
    uid: `booking-${b.id}@${uidDomain}`,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    summary: b.activityName,
    location: `${b.venueName}, ${b.locationName}`,
  });

  return {
    /** The feed's address, made on the first read. */
    async feed(session: SessionContext, origin: string): Promise<CalendarFeed> {
      let feed = await repository.feedOfUser(session.clientId, session.userId);
      if (!feed) {
        await repository.createFeed(session.clientId, session.userId, newToken());
        feed = await repository.feedOfUser(session.clientId, session.userId);
      }
      return addresses(feed!.token, origin);
    },

    /** A new address; the old one answers 404 from now on. */
    async reset(session: SessionContext, origin: string): Promise<CalendarFeed> {
      const token = newToken();
      await repository.replaceToken(session.clientId, session.userId, token);
      return addresses(token, origin);
    },

    /** The feed's iCalendar text, or null for a token that is not (or no longer) a feed of this operator. */
    async feedCalendar(token: string, operatorId: number | null): Promise<string | null> {
      const feed = await repository.feedOfToken(token);
      if (!feed || (operatorId !== null && feed.clientId !== operatorId)) return null;
      const at = now();
      const [rows, name] = await Promise.all([
        repository.activeBookingsSince(feed.clientId, feed.userId, new Date(at.getTime() - feedHistoryMs)),
        clientName(feed.clientId),
      ]);
      return buildCalendar(rows.map(eventOf), name, at, { name, refreshInterval: feedRefresh });
    },

    /** One booking's .ics: the customer's own or one they made for family (404 otherwise). */
    async bookingCalendar(session: SessionContext, id: number) {
      const booking = await repository.findBooking(session.clientId, id);
      if (!booking || (booking.userId !== session.userId && booking.bookedByUserId !== session.userId)) {
        throw notFound();
      }
      const name = await clientName(session.clientId);
      const slug = booking.activityName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return {
        filename: `${slug || 'booking'}.ics`,
        body: buildCalendar([eventOf(booking)], name, now()),
      };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
