import { localDate } from '../../platform/local-time';
import type { FeedActivity, FeedContext } from './open-data.types';
import {
  activityConcepts,
  ageRange,
  bookingPages,
  isoDuration,
  itemIds,
  offers,
  openActiveContext,
  operatorOrganization,
  plainText,
  venuePlace,
  zonedIso,
} from './opportunity-parts';

const scheduled = 'https://schema.org/EventScheduled';
const cancelled = 'https://schema.org/EventCancelled';

/** What a series, a course and a facility say alike about their activity. */
function describedActivity(activity: FeedActivity, ctx: FeedContext, id: string) {
  const description = activity.description ? plainText(activity.description) : '';
  const concepts = activityConcepts(activity);
  return {
    name: activity.name,
    ...(description ? { description } : {}),
    ...(concepts.length ? { activity: concepts } : {}),
    location: venuePlace(activity.venue, ctx),
    offers: offers(activity.prices, id, ctx.operator.currency),
    ...(activity.accessibilityInformation
      ? { accessibilityInformation: activity.accessibilityInformation }
      : {}),
    ...(activity.imageUrl ? { image: [{ '@type': 'ImageObject', url: activity.imageUrl }] } : {}),
  };
}

/** The activity's timetable on the bookings site, on the day it is opened: an item is not re-sent daily. */
function timetableUrl(activity: FeedActivity, ctx: FeedContext): string {
  return bookingPages.activity(ctx, activity.venue.slug, activity.slug);
}

/**
 * A class's series. Its sessions are items of the ScheduledSession feed, each pointing back here; the
 * partial schedule says they keep to the venue's zone and the activity's length without listing them.
 */
export function sessionSeries(activity: FeedActivity, ctx: FeedContext) {
  const id = itemIds.sessionSeries(ctx, activity.id);
  return {
    '@context': openActiveContext,
    '@type': 'SessionSeries',
    '@id': id,
    url: timetableUrl(activity, ctx),
    ...describedActivity(activity, ctx, id),
    organizer: operatorOrganization(ctx),
    ...ageRange(activity),
    duration: isoDuration(activity.durationMinutes),
    eventSchedule: [
      {
        '@type': 'PartialSchedule',
        scheduleTimezone: activity.venue.timeZone,
        duration: isoDuration(activity.durationMinutes),
      },
    ],
  };
}

/**
 * A course, booked whole: its days run from its first session's to its last one's (the model wants dates,
 * not times; the times are its sessions'), its duration is each session's, and its places left are the
 * fewest left at any session still on. Null without sessions: a deleted item then.
 */
export function courseInstance(activity: FeedActivity, ctx: FeedContext) {
  const first = activity.sessions[0];
  const last = activity.sessions.at(-1);
  if (!first || !last) return null;
  const id = itemIds.courseInstance(ctx, activity.id);
  const zone = activity.venue.timeZone;
  const on = activity.sessions.filter((s) => s.status !== 'cancelled');
  const capacity = Math.min(...activity.sessions.map((s) => s.capacity));
  const left = on.length ? Math.min(...on.map((s) => Math.max(0, s.capacity - s.bookedCount))) : 0;
  return {
    '@context': openActiveContext,
    '@type': 'CourseInstance',
    '@id': id,
    url: bookingPages.session(ctx, activity.venue, activity.slug, first.id, first.startsAt),
    ...describedActivity(activity, ctx, id),
    organizer: operatorOrganization(ctx),
    ...ageRange(activity),
    startDate: localDate(first.startsAt, zone),
    endDate: localDate(last.endsAt, zone),
    duration: isoDuration(activity.durationMinutes),
    eventStatus: on.length ? scheduled : cancelled,
    maximumAttendeeCapacity: capacity,
    remainingAttendeeCapacity: left,
    subEvent: activity.sessions.map((s) => ({
      '@type': 'ScheduledSession',
      '@id': `${id}#/subEvent/${s.id}`,
      startDate: zonedIso(s.startsAt, zone),
      endDate: zonedIso(s.endsAt, zone),
      duration: isoDuration(Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000)),
      eventStatus: s.status === 'cancelled' ? cancelled : scheduled,
    })),
  };
}

/** A bookable court, lane or the like: its Slots are items of the Slot feed, each pointing back here. */
export function facilityUse(activity: FeedActivity, ctx: FeedContext) {
  const id = itemIds.facilityUse(ctx, activity.id);
  return {
    '@context': openActiveContext,
    '@type': 'FacilityUse',
    '@id': id,
    url: timetableUrl(activity, ctx),
    ...describedActivity(activity, ctx, id),
    provider: operatorOrganization(ctx),
  };
}
