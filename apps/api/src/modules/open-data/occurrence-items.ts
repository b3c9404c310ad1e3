import type { FeedContext, FeedOccurrence } from './open-data.types';
import { bookingPages, isoDuration, itemIds, offers, openActiveContext, zonedIso } from './opportunity-parts';

function minutesOf(occurrence: FeedOccurrence): number {
  return Math.round((occurrence.endsAt.getTime() - occurrence.startsAt.getTime()) / 60_000);
}

/**
 * One session of a class: when, how full, whether it is on, and where to book it. Its prices are its
 * series' (superEvent), not repeated here: a new price then moves one series item rather than every
 * session still to come, which a consumer would have to read again (decision 055).
 */
export function scheduledSession(occurrence: FeedOccurrence, ctx: FeedContext) {
  const { activity } = occurrence;
  const zone = activity.venue.timeZone;
  const series = itemIds.sessionSeries(ctx, activity.id);
  return {
    '@context': openActiveContext,
    '@type': 'ScheduledSession',
    '@id': itemIds.scheduledSession(ctx, occurrence.id),
    superEvent: series,
    url: bookingPages.session(ctx, activity.venue, activity.slug, occurrence.id, occurrence.startsAt),
    startDate: zonedIso(occurrence.startsAt, zone),
    endDate: zonedIso(occurrence.endsAt, zone),
    duration: isoDuration(minutesOf(occurrence)),
    maximumAttendeeCapacity: occurrence.capacity,
    remainingAttendeeCapacity: Math.max(0, occurrence.capacity - occurrence.bookedCount),
    eventStatus:
      occurrence.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
  };
}

/**
 * One bookable time of a facility. Its offers are its facility's, under the facility's ids, so a consumer
 * sees one set of prices. A cancelled slot cannot be booked: none of its uses remain.
 */
export function slot(occurrence: FeedOccurrence, ctx: FeedContext) {
  const { activity } = occurrence;
  const zone = activity.venue.timeZone;
  const facility = itemIds.facilityUse(ctx, activity.id);
  const remaining =
    occurrence.status === 'cancelled' ? 0 : Math.max(0, occurrence.capacity - occurrence.bookedCount);
  return {
    '@context': openActiveContext,
    '@type': 'Slot',
    '@id': itemIds.slot(ctx, occurrence.id),
    facilityUse: facility,
    url: bookingPages.slot(ctx, activity.venue, activity.slug, occurrence.startsAt, occurrence.endsAt),
    startDate: zonedIso(occurrence.startsAt, zone),
    endDate: zonedIso(occurrence.endsAt, zone),
    duration: isoDuration(minutesOf(occurrence)),
    maximumUses: occurrence.capacity,
    remainingUses: remaining,
    offers: offers(activity.prices, facility, ctx.operator.currency),
  };
}
