import {
  type ActivityCategorySummary,
  type ActivitySession,
  notYetBookableMessage,
  type OccurrenceDetail,
} from '@leisure/contracts/activities';
import { pictureOf } from '@leisure/contracts/image';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound, unprocessable } from '../../platform/http/errors';
import { addDays, localClock, localDate } from '../../platform/local-time';
import { sanitiseForDisplay } from '../../platform/sanitise-html';
import { createActivitiesRepository } from './activities.repository';
import type { ActivitiesService, OccurrenceFacts, VenueFacts } from './activities.service';
import { mayUse, type PricingOptionRow } from './price-choice';
import { dayRange, isRealDate, sessionDateOf } from './session-clock';
import { groupForTimetable, priceOf, sessionView, type Viewpoint } from './session-view';
import { createTimetableCache, type TimetableCache } from './timetable-cache';

type Deps = {
  db: Db;
  activities: ActivitiesService;
  findVenue: (clientId: number, slug: string) => Promise<VenueFacts | null>;
  currencyOf: (clientId: number) => Promise<string>;
  now?: () => Date;
  /** Where the reads every visitor shares are kept; by default for `sharedReadsTtlMs`. */
  cache?: TimetableCache;
};

/** The signed-in customer, if any: their id personalises prices and `booking`. */
export type Viewer = { clientId: number; userId: number | null };

/**
 * How long a read every visitor shares may be shown: a place taken or freed through another instance shows
 * within this, well inside the web app's 15 s refetch (docs/decisions/025-timetable-cache.md).
 */
export const sharedReadsTtlMs = 2_000;

/** What a day's timetable shows every visitor alike: places held in baskets and offers, prices, currency. */
type SharedView = Pick<Viewpoint, 'held' | 'optionsByActivity' | 'currency'>;
/** Every session of a venue on one day, each with its activity's category, and what they share. */
type VenueDay = { sessions: { facts: OccurrenceFacts; categoryId: number }[]; shared: SharedView };
type Only = { categoryId: number } | { activityId: number };

const datesListed = 28;
const dateMessage = 'Date must be valid.';

/** The public reads of what is on (spec part 3): categories, dates, times, slots and one session. */
export function createTimetableService({
  db,
  activities,
  findVenue,
  currencyOf,
  now = () => new Date(),
  cache = createTimetableCache(sharedReadsTtlMs),
}: Deps) {
  const repository = createActivitiesRepository(db);

  /**
   * Shared too, though `findVenue` and `currencyOf` remember their answers: they do not share a read in
   * flight, and right after a start every request of a burst would read the venues and the currency.
   */
  async function venueOf(clientId: number, slug: string) {
    const venue = await cache.read(clientId, `venue|${slug}`, () => findVenue(clientId, slug));
    if (!venue) throw notFound();
    return venue;
  }

  function checkDate(date: string, field = 'date') {
    if (!isRealDate(date)) throw unprocessable({ [field]: [dateMessage] });
  }

  async function sharedView(clientId: number, facts: OccurrenceFacts[], at: Date): Promise<SharedView> {
    const ids = facts.map((f) => f.id);
    const [held, options, currency] = await Promise.all([
      ids.length > 0 ? activities.deps.heldPlaces(db, ids, at) : new Map<number, number>(),
      repository.pricingOptionsOf(clientId, [...new Set(facts.map((f) => f.activityId))]),
      cache.read(clientId, 'currency', () => currencyOf(clientId)),
    ]);
    const optionsByActivity = new Map<number, PricingOptionRow[]>();
    for (const o of options)
      optionsByActivity.set(o.activityId, [...(optionsByActivity.get(o.activityId) ?? []), o]);
    return { held, optionsByActivity, currency };
  }

  /** The shared view with the viewer's own bookings, waitlist places and membership: never cached. */
  async function viewpoint(
    viewer: Viewer,
    facts: OccurrenceFacts[],
    shared: SharedView,
    at: Date,
  ): Promise<Viewpoint> {
    const ids = facts.map((f) => f.id);
    const { ownBookings, hasActiveMembership, ownWaitlistEntries, packageActivities, benefitActivities } =
      activities.deps;
    const { clientId, userId } = viewer;
    // A timetable shows one day at a venue: its benefits are counted in that day's periods.
    const first = facts[0];
    const day = first ? localDate(first.startsAt, first.timeZone) : null;
    const [own, waitlist, activeMember, held, free] = await Promise.all([
      userId !== null && ids.length > 0 ? ownBookings(db, clientId, userId, ids) : new Map(),
      userId !== null && ids.length > 0 && ownWaitlistEntries
        ? ownWaitlistEntries(db, clientId, userId, ids)
        : new Map<number, number>(),
      userId !== null ? hasActiveMembership(db, clientId, userId, at) : false,
      userId !== null && packageActivities ? packageActivities(db, clientId, userId, at) : undefined,
      userId !== null && benefitActivities && day !== null
        ? benefitActivities(db, {
            clientId,
            userId,
            activityIds: [...new Set(facts.map((f) => f.activityId))],
            day,
            now: at,
          })
        : ('all' as const),
    ]);
    const attendee = {
      signedIn: userId !== null,
      activeMember,
      packageActivities: held,
      ...(typeof free !== 'string' && { benefitActivities: free }),
    };
    return { ...shared, now: at, attendee, own, waitlist };
  }

  /**
   * A venue's day as every visitor sees it, read once for all its timetables: right after a start, or at a
   * release, visitors asking for the day's classes, swimming and courts share one read.
   */
  function venueDay(clientId: number, venue: VenueFacts, date: string): Promise<VenueDay> {
    checkDate(date);
    return cache.read(clientId, `day|${venue.id}|${date}`, async () => {
      const rows = await repository.sessionsOfVenue(clientId, venue.id, dayRange(date, venue.timeZone));
      const facts = await activities.factsOf(db, clientId, rows);
      return {
        sessions: facts.map((f, i) => ({ facts: f, categoryId: rows[i]!.categoryId })),
        shared: await sharedView(clientId, facts, now()),
      };
    });
  }

  /** The day's sessions of one activity or one category, in the day's order. */
  function sessionsIn(day: VenueDay, only: Only): OccurrenceFacts[] {
    return day.sessions
      .filter((s) =>
        'activityId' in only ? s.facts.activityId === only.activityId : s.categoryId === only.categoryId,
      )
      .map((s) => s.facts);
  }

  async function viewOf(viewer: Viewer, facts: OccurrenceFacts[], shared: SharedView) {
    const at = now();
    return { at, view: await viewpoint(viewer, facts, shared, at) };
  }

  function sessionsOf(facts: OccurrenceFacts[], view: Viewpoint) {
    return groupForTimetable(facts).map((group) => sessionView(group, view));
  }

  /** An operator's category by its slug (activity_categories_client_slug_key); a 404 when there is none. */
  function categoryOf(clientId: number, slug: string) {
    return cache.read(clientId, `category|${slug}`, async () => {
      const category = await repository.findCategory(clientId, slug);
      if (!category) throw notFound();
      return category;
    });
  }

  /**
   * What the `activity/{slug}` of part 3's paths names: an activity of the venue, or else a category, whose
   * sessions are all its activities' (the site's timetable addresses carry the category in that place, and
   * tools are configured from addresses copied off the site).
   */
  function offerOf(
    clientId: number,
    venueSlug: string,
    slug: string,
  ): Promise<{ venue: VenueFacts; only: Only }> {
    return cache.read(clientId, `offer|${venueSlug}|${slug}`, async () => {
      const venue = await venueOf(clientId, venueSlug);
      const activity = await repository.findActivity(clientId, venue.id, slug);
      if (activity) return { venue, only: { activityId: activity.id } };
      const category = await repository.findCategory(clientId, slug);
      if (category) return { venue, only: { categoryId: category.id } };
      throw notFound();
    });
  }

  return {
    /** What a venue offers, by category. */
    categories(clientId: number, venueSlug: string): Promise<ActivityCategorySummary[]> {
      return cache.read(clientId, `categories|${venueSlug}`, async () => {
        const venue = await venueOf(clientId, venueSlug);
        const rows = await repository.offerOfVenue(clientId, venue.id);
        const byCategory = new Map<number, ActivityCategorySummary>();
        for (const { activity, category, imageHash } of rows) {
          const entry = byCategory.get(category.id) ?? {
            id: category.id,
            slug: category.slug,
            name: category.name,
            kind: category.kind,
            activities: [],
          };
          entry.activities.push({
            id: activity.id,
            slug: activity.slug,
            name: activity.name,
            categorySlug: category.slug,
            categoryName: category.name,
            bookingType: activity.bookingType === 'slot' ? ('slot' as const) : ('class' as const),
            durationMinutes: activity.durationMinutes,
            allowsAnonymousBookings: activity.allowsAnonymousBookings,
            image: imageHash ? pictureOf(imageHash) : null,
          });
          byCategory.set(category.id, entry);
        }
        return [...byCategory.values()];
      });
    },

    /** Days with sessions in a category, from a day (today by default) for four weeks. */
    async categoryDates(clientId: number, venueSlug: string, categorySlug: string, from?: string) {
      const venue = await venueOf(clientId, venueSlug);
      const today = localDate(now(), venue.timeZone);
      const first = from ?? today;
      const category = await categoryOf(clientId, categorySlug);
      if (from !== undefined) checkDate(from, 'from');
      const counts = await cache.read(clientId, `dates|${venue.id}|${category.id}|${first}`, async () => {
        const range = {
          from: dayRange(first, venue.timeZone).from,
          to: dayRange(addDays(first, datesListed - 1), venue.timeZone).to,
        };
        const byDay = new Map<string, number>();
        for (const { startsAt } of await repository.startsOfCategory(
          clientId,
          venue.id,
          category.id,
          range,
        )) {
          const day = localDate(startsAt, venue.timeZone);
          byDay.set(day, (byDay.get(day) ?? 0) + 1);
        }
        return byDay;
      });
      return [...counts].map(([day, sessionCount]) => ({
        ...sessionDateOf(day, today, venue.timeZone),
        today: day === today,
        sessionCount,
      }));
    },

    /** Every session of a category at a venue on a day, released or not (the web timetable). */
    async categoryTimes(
      viewer: Viewer,
      venueSlug: string,
      categorySlug: string,
      date: string,
    ): Promise<ActivitySession[]> {
      const venue = await venueOf(viewer.clientId, venueSlug);
      const category = await categoryOf(viewer.clientId, categorySlug);
      const day = await venueDay(viewer.clientId, venue, date);
      const facts = sessionsIn(day, { categoryId: category.id });
      const { view } = await viewOf(viewer, facts, day.shared);
      return sessionsOf(facts, view);
    },

    /**
     * An activity's sessions on a day (or a category's, named in the activity's place); a day none of whose
     * sessions is released yet answers 422 (spec part 3).
     */
    async activityTimes(
      viewer: Viewer,
      venueSlug: string,
      activitySlug: string,
      date: string,
    ): Promise<ActivitySession[]> {
      const { venue, only } = await offerOf(viewer.clientId, venueSlug, activitySlug);
      const day = await venueDay(viewer.clientId, venue, date);
      const facts = sessionsIn(day, only);
      const { at, view } = await viewOf(viewer, facts, day.shared);
      if (facts.length > 0 && facts.every((f) => f.firstBookableAt.getTime() > at.getTime())) {
        throw new HttpError(422, notYetBookableMessage);
      }
      return sessionsOf(facts, view);
    },

    /** Each court's session at one time of a day (of an activity, or of a category's), and whether it can be booked now. */
    async slots(
      viewer: Viewer,
      venueSlug: string,
      activitySlug: string,
      query: { date: string; startTime: string; endTime: string },
    ) {
      const { venue, only } = await offerOf(viewer.clientId, venueSlug, activitySlug);
      const day = await venueDay(viewer.clientId, venue, query.date);
      const wanted = sessionsIn(day, only).filter(
        (f) =>
          localClock(f.startsAt, f.timeZone) === query.startTime &&
          localClock(f.endsAt, f.timeZone) === query.endTime,
      );
      const { at, view } = await viewOf(viewer, wanted, day.shared);
      return wanted.map((f) => {
        const session = sessionView([f], view);
        return {
          id: String(f.id),
          name: f.locationName,
          location: { id: f.locationId, name: f.locationName },
          price: session.price,
          pricingOptionId: session.pricingOptionId,
          available: activities.bookability(f, at, view.held.get(f.id) ?? 0).ok,
        };
      });
    },

    /** One session with a ticket per pricing option; an id that is not one of this operator's sessions is a 404. */
    async occurrence(viewer: Viewer, id: string): Promise<OccurrenceDetail> {
      const { clientId } = viewer;
      const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
      if (numeric === null) throw notFound();
      const { facts, shared, imageHash, description } = await cache.read(
        clientId,
        `occurrence|${numeric}`,
        async () => {
          const facts = await activities.getOccurrence(db, clientId, numeric);
          if (!facts) throw notFound();
          // The description leaves cleaned for display (inline styles dropped), so the session page shows it as
          // answered, without a sanitiser of its own on its first load.
          const [shared, imageHash, description] = await Promise.all([
            sharedView(clientId, [facts], now()),
            repository.activityImageHash(clientId, facts.activityId),
            facts.description === null ? null : sanitiseForDisplay(facts.description),
          ]);
          return { facts, shared, imageHash, description };
        },
      );
      const view = await viewpoint(viewer, [facts], shared, now());
      const session = sessionView([facts], view);
      // The price the viewer is offered comes first: part 3's tools (and the session page) take tickets[0].
      const offered = (o: { id: number }) => Number(o.id === session.pricingOptionId);
      const options = [...(view.optionsByActivity.get(facts.activityId) ?? [])].sort(
        (a, b) => offered(b) - offered(a),
      );
      return {
        ...session,
        description,
        image: imageHash ? pictureOf(imageHash) : null,
        startsAtUtc: facts.startsAt.toISOString(),
        endsAtUtc: facts.endsAt.toISOString(),
        tickets: options.map((o) => ({
          id: o.id,
          name: o.name,
          price: priceOf(o, view.currency),
          pricingOption: { id: o.id, kind: o.kind },
          available: mayUse(o, view.attendee),
        })),
      };
    },

    /** A change of this operator's places or offer committed on this instance: its next reads are fresh. */
    changed(clientId: number) {
      cache.forget(clientId);
    },
  };
}
export type TimetableService = ReturnType<typeof createTimetableService>;
