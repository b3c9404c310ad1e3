/**
 * What the open-data repository reads for a page of feed items, and what the item renderers take. The
 * repository fills these from the activity, venue, occurrence and price tables; the renderers turn them
 * into OpenActive JSON-LD without touching the database.
 */

export const feedKinds = [
  'SessionSeries',
  'ScheduledSession',
  'CourseInstance',
  'FacilityUse',
  'Slot',
] as const;
export type FeedKind = (typeof feedKinds)[number];

/** Each feed's path under /openactive/feeds/ and the item kind it lists. */
export const feedPaths: Record<FeedKind, string> = {
  SessionSeries: 'session-series',
  ScheduledSession: 'scheduled-sessions',
  CourseInstance: 'course-instances',
  FacilityUse: 'facility-uses',
  Slot: 'slots',
};

/** Where the items' URLs start, from the operator's own host. */
export type FeedContext = {
  /** The operator's origin as its request arrived, e.g. 'https://everyday-leisure.example'. */
  origin: string;
  /** The bookings site's root as an absolute URL without a trailing slash. */
  bookingsRoot: string;
  operator: FeedOperator;
  /** When the page is served: a series' link opens its timetable on this day in its venue's zone. */
  now: Date;
};

export type FeedOperator = {
  id: number;
  name: string;
  /** Absolute URL of its logo, or null when it has none. */
  logoUrl: string | null;
  /** ISO 4217, 'GBP' for every operator today. */
  currency: string;
};

export type FeedVenue = {
  id: number;
  slug: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
  timeZone: string;
};

/** A pricing option: 'payg', 'member', 'benefit' or 'package'; `price` in minor units. */
export type FeedPrice = { kind: string; name: string; price: number };

/** An activity: the source of a SessionSeries, a CourseInstance (with `sessions`) or a FacilityUse. */
export type FeedActivity = {
  id: number;
  slug: string;
  name: string;
  /** Operator HTML, already sanitised. */
  description: string | null;
  durationMinutes: number;
  /** 'class' or 'slot'. */
  bookingType: string;
  categorySlug: string;
  /** 'classes', 'swimming', 'courts', 'gym' or 'courses'. */
  categoryKind: string;
  /** Its concept's UUID in the OpenActive Activity List, or null. */
  activityListId: string | null;
  ageMin: number | null;
  ageMax: number | null;
  accessibilityInformation: string | null;
  /** Absolute URL of its picture, or null. */
  imageUrl: string | null;
  venue: FeedVenue;
  prices: FeedPrice[];
  /** A course's sessions in start order; empty for anything else. */
  sessions: FeedSession[];
};

/** An occurrence: the source of a ScheduledSession or a Slot, and each session of a course. */
export type FeedSession = {
  id: number;
  activityId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  bookedCount: number;
  /** 'scheduled' or 'cancelled'. */
  status: string;
  /** The studio, pool or court it is in. */
  locationName: string;
};

/** A ScheduledSession's or Slot's source with what its URLs need of its activity. */
export type FeedOccurrence = FeedSession & {
  activity: Pick<FeedActivity, 'id' | 'slug' | 'name' | 'bookingType' | 'categorySlug' | 'prices'> & {
    venue: Pick<FeedVenue, 'slug' | 'timeZone'>;
  };
};

/** One row of a feed as the repository pages it: where it sits, and its source while it is live. */
export type FeedRow =
  | {
      kind: 'SessionSeries' | 'CourseInstance' | 'FacilityUse';
      id: number;
      modified: number;
      source: FeedActivity | null;
    }
  | { kind: 'ScheduledSession' | 'Slot'; id: number; modified: number; source: FeedOccurrence | null };
