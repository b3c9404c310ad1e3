import { type FeedContext, type FeedKind, feedKinds } from './open-data.types';

/** CC BY 4.0: the licence of the dataset and of every feed page. */
export const openDataLicence = 'https://creativecommons.org/licenses/by/4.0/';
const rpdeFormat = 'application/vnd.openactive.rpde+json; version=1';

/** What each feed lists, in words for the dataset site. */
export const feedDescriptions: Record<FeedKind, string> = {
  SessionSeries: 'Classes: what each one is, where, who for and what it costs',
  ScheduledSession: 'Class sessions: when each runs, its places left and whether it is cancelled',
  CourseInstance: 'Courses: their dates, sessions, prices and places left',
  FacilityUse: 'Courts and other facilities that can be booked, and their prices',
  Slot: 'Bookable times of those facilities and whether each is free',
};

/**
 * The RFC 6570 template of a session's booking page, as each ScheduledSession's `url` is built. The
 * Dataset's BookingService has no property for it (a schema.org potentialAction is not in the model and
 * fails the validator), so the dataset site shows it in words.
 */
export function sessionUrlTemplate(ctx: FeedContext): string {
  return `${ctx.bookingsRoot}/location/{venue}/{activity}/{date}/by-time/class/{id}`;
}

/** The operator's dataset per the OpenActive Dataset Site specification; `feeds` is each feed's URL. */
export function datasetJsonLd(ctx: FeedContext, feeds: Record<FeedKind, string>) {
  const { operator } = ctx;
  const logo = operator.logoUrl ? { logo: { '@type': 'ImageObject', url: operator.logoUrl } } : {};
  return {
    // A dataset site's context leads with schema.org's, as its JSON-LD is read by search engines too.
    '@context': ['https://schema.org/', 'https://openactive.io/'],
    '@type': 'Dataset',
    '@id': `${ctx.origin}/openactive`,
    url: `${ctx.origin}/openactive`,
    name: `${operator.name} Sessions and Facilities`,
    description: `Near real-time availability and rich descriptions of the classes, courses and facilities offered by ${operator.name}.`,
    keywords: [
      'Sessions',
      'Courses',
      'Facilities',
      'Activities',
      'Sports',
      'Physical Activity',
      'OpenActive',
    ],
    license: openDataLicence,
    distribution: feedKinds.map((kind) => ({
      '@type': 'DataDownload',
      name: kind,
      additionalType: `https://openactive.io/${kind}`,
      encodingFormat: rpdeFormat,
      contentUrl: feeds[kind],
    })),
    discussionUrl: `${ctx.bookingsRoot}/`,
    documentation: 'https://permalink.openactive.io/dataset-site/open-data-documentation',
    inLanguage: ['en-GB'],
    publisher: {
      '@type': 'Organization',
      name: operator.name,
      legalName: operator.name,
      url: ctx.origin,
      ...logo,
    },
    schemaVersion: 'https://openactive.io/modelling-opportunity-data/2.0/',
    // The feeds change by the minute, so the dataset is as new as the page; the validator wants no milliseconds.
    dateModified: `${ctx.now.toISOString().slice(0, 19)}Z`,
    bookingService: {
      '@type': 'BookingService',
      name: `${operator.name} online bookings`,
      url: ctx.bookingsRoot,
    },
  };
}
