import { localClock, localDate, localDateTime, zoneOffset } from '../../platform/local-time';
import { type ActivityConcept, activityConcept, matchActivityConcept } from './activity-list';
import type { FeedActivity, FeedContext, FeedPrice, FeedVenue } from './open-data.types';

/** The JSON-LD context of every item: the OpenActive vocabulary, no beta properties. */
export const openActiveContext = 'https://openactive.io/';

/** Minor units to the decimal pounds OpenActive prices are in (1345 → 13.45). */
export function majorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Minutes as an ISO 8601 duration: PT45M, PT1H, PT1H30M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes === 0) return 'PT0M';
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** An instant as ISO 8601 in a time zone with its offset there: 2026-07-01T13:00:00+01:00. */
export function zonedIso(at: Date, timeZone: string): string {
  const offsetMinutes = Math.round(zoneOffset(at, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${localDateTime(at, timeZone)}${sign}${hours}:${minutes}`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of operator HTML that is already sanitised: OpenActive forbids HTML in descriptions, and
 * consumers show them as text. Blocks and line breaks become line breaks so paragraphs stay apart.
 */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|ul|ol|blockquote|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The operator as the organiser or provider of everything in its feeds. */
export function operatorOrganization(ctx: FeedContext) {
  return {
    '@type': 'Organization',
    '@id': `${ctx.origin}/openactive#organization`,
    name: ctx.operator.name,
    url: ctx.origin,
    ...(ctx.operator.logoUrl ? { logo: { '@type': 'ImageObject', url: ctx.operator.logoUrl } } : {}),
  };
}

/**
 * A venue as a Place. The model requires an addressRegion and venues keep a town, not a county, so the
 * town stands for both: the region a consumer filters by is never wrong that way, only coarse.
 */
export function venuePlace(venue: FeedVenue, ctx: FeedContext) {
  return {
    '@type': 'Place',
    '@id': `${ctx.bookingsRoot}/location/${encodeURIComponent(venue.slug)}`,
    name: venue.name,
    url: `${ctx.bookingsRoot}/location/${encodeURIComponent(venue.slug)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [venue.address1, venue.address2].filter(Boolean).join(', '),
      addressLocality: venue.city,
      addressRegion: venue.city,
      postalCode: venue.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng },
  };
}

/**
 * Broad concepts that are true of every activity in a category, for an activity the operator has not
 * given a concept: a series must name one, and 'Group Exercise' is never false of a class.
 */
const categoryConcepts: Record<string, string> = {
  classes: '984068a7-5b7b-4989-bb33-f96953d8960c',
  swimming: '2750229d-b725-4171-9276-376be913957c',
  gym: '08d9368c-6c6c-44a3-84ef-a42ed00d529a',
};

/** The activity's concept: its own, else one its name names exactly, else its category's; or none. */
export function activityConcepts(
  activity: Pick<FeedActivity, 'activityListId' | 'name' | 'categoryKind'>,
): ActivityConcept[] {
  const own = activity.activityListId ? activityConcept(activity.activityListId) : null;
  const fallback = categoryConcepts[activity.categoryKind];
  const concept = own ?? matchActivityConcept(activity.name) ?? (fallback ? activityConcept(fallback) : null);
  return concept ? [concept] : [];
}

const offerDescriptions: Record<string, string> = {
  member: 'The price for members.',
};

/**
 * The prices anyone can see and pay as Offers: pay as you go, a member price (which says it is one) and a
 * course's price for all its sessions. A benefit (included in a membership) and a package usage have no
 * price of their own to publish, so they are left out.
 */
export function offers(prices: FeedPrice[], idBase: string, currency: string) {
  const counts = new Map<string, number>();
  return prices
    .filter((p) => p.kind === 'payg' || p.kind === 'member' || p.kind === 'course')
    .map((p) => {
      const n = counts.get(p.kind) ?? 0;
      counts.set(p.kind, n + 1);
      const description = offerDescriptions[p.kind];
      return {
        '@type': 'Offer',
        '@id': `${idBase}#/offers/${p.kind}${n ? `-${n}` : ''}`,
        name: p.name,
        ...(description ? { description } : {}),
        price: majorUnits(p.price),
        priceCurrency: currency,
      };
    });
}

/** The ages an activity is for, when any bound is known. */
export function ageRange(activity: Pick<FeedActivity, 'ageMin' | 'ageMax'>) {
  if (activity.ageMin === null && activity.ageMax === null) return {};
  return {
    ageRange: {
      '@type': 'QuantitativeValue',
      ...(activity.ageMin !== null ? { minValue: activity.ageMin } : {}),
      ...(activity.ageMax !== null ? { maxValue: activity.ageMax } : {}),
    },
  };
}

/** The bookings site's pages, as apps/web/src/lib/paths.ts builds them. */
export const bookingPages = {
  /** The activity's timetable on whatever day it is opened (the bookings site's dateless address). */
  activity: (ctx: FeedContext, venue: string, activity: string) =>
    `${ctx.bookingsRoot}/location/${encodeURIComponent(venue)}/${encodeURIComponent(activity)}`,
  timetable: (ctx: FeedContext, venue: string, activity: string, date: string) =>
    `${ctx.bookingsRoot}/location/${encodeURIComponent(venue)}/${encodeURIComponent(activity)}/${date}/by-time`,
  session: (
    ctx: FeedContext,
    venue: Pick<FeedVenue, 'slug' | 'timeZone'>,
    activity: string,
    id: number,
    startsAt: Date,
  ) =>
    `${bookingPages.timetable(ctx, venue.slug, activity, localDate(startsAt, venue.timeZone))}/class/${id}`,
  slot: (
    ctx: FeedContext,
    venue: Pick<FeedVenue, 'slug' | 'timeZone'>,
    activity: string,
    startsAt: Date,
    endsAt: Date,
  ) =>
    `${bookingPages.timetable(ctx, venue.slug, activity, localDate(startsAt, venue.timeZone))}/slot/${localClock(startsAt, venue.timeZone)}-${localClock(endsAt, venue.timeZone)}`,
};

/** The item URLs of the feeds, each kind under its own path of the operator's origin. */
export const itemIds = {
  sessionSeries: (ctx: FeedContext, id: number) => `${ctx.origin}/openactive/session-series/${id}`,
  scheduledSession: (ctx: FeedContext, id: number) => `${ctx.origin}/openactive/scheduled-sessions/${id}`,
  courseInstance: (ctx: FeedContext, id: number) => `${ctx.origin}/openactive/course-instances/${id}`,
  facilityUse: (ctx: FeedContext, id: number) => `${ctx.origin}/openactive/facility-uses/${id}`,
  slot: (ctx: FeedContext, id: number) => `${ctx.origin}/openactive/slots/${id}`,
};
