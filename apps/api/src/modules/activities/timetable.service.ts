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
import { createActivitiesRepository } from './activities.repository';
import type { ActivitiesService, OccurrenceFacts, VenueFacts } from './activities.service';
import { mayUse, type PricingOptionRow } from './price-choice';
import { dayRange, isRealDate, sessionDateOf } from './session-clock';
import { groupForTimetable, priceOf, sessionView, type Viewpoint } from './session-view';

type Deps = {
  db: Db;
  activities: ActivitiesService;
  findVenue: (clientId: number, slug: string) => Promise<VenueFacts | null>;
  currencyOf: (clientId: number) => Promise<string>;
  now?: () => Date;
};

/** The signed-in customer, if any: their id personalises prices and `booking`. */
export type Viewer = { clientId: number; userId: number | null };

const datesListed = 28;
const dateMessage = 'Date must be valid.';

/** The public reads of what is on (spec part 3): categories, dates, times, slots and one session. */
export function createTimetableService({
  db,
  activities,
  findVenue,
  currencyOf,
  now = () => new Date(),
}: Deps) {
  const repository = createActivitiesRepository(db);

  async function venueOf(clientId: number, slug: string) {
    const venue = await findVenue(clientId, slug);
    if (!venue) throw notFound();
    return venue;
  }

  function checkDate(date: string, field = 'date') {
    if (!isRealDate(date)) throw unprocessable({ [field]: [dateMessage] });
  }

  async function viewpoint(viewer: Viewer, facts: OccurrenceFacts[], at: Date): Promise<Viewpoint> {
    const ids = facts.map((f) => f.id);
    const { heldPlaces, ownBookings, hasActiveMembership, ownWaitlistEntries } = activities.deps;
    const { clientId, userId } = viewer;
    const [held, own, waitlist, activeMember, options, currency] = await Promise.all([
      ids.length > 0 ? heldPlaces(db, ids, at) : new Map<number, number>(),
      userId !== null && ids.length > 0 ? ownBookings(db, clientId, userId, ids) : new Map(),
      userId !== null && ids.length > 0 && ownWaitlistEntries
        ? ownWaitlistEntries(db, clientId, userId, ids)
        : new Map<number, number>(),
      userId !== null ? hasActiveMembership(db, clientId, userId, at) : false,
      repository.pricingOptionsOf(clientId, [...new Set(facts.map((f) => f.activityId))]),
      currencyOf(clientId),
    ]);
    const optionsByActivity = new Map<number, PricingOptionRow[]>();
    for (const o of options)
      optionsByActivity.set(o.activityId, [...(optionsByActivity.get(o.activityId) ?? []), o]);
    return {
      now: at,
      currency,
      attendee: { signedIn: userId !== null, activeMember },
      held,
      own,
      waitlist,
      optionsByActivity,
    };
  }

  async function sessionsOn(
    viewer: Viewer,
    venue: VenueFacts,
    date: string,
    only: { categoryId: number } | { activityId: number },
  ) {
    checkDate(date);
    const rows = await repository.sessionsBetween(
      viewer.clientId,
      venue.id,
      dayRange(date, venue.timeZone),
      only,
    );
    const facts = await activities.factsOf(db, viewer.clientId, rows);
    const at = now();
    const view = await viewpoint(viewer, facts, at);
    return { facts, at, sessions: groupForTimetable(facts).map((group) => sessionView(group, view)) };
  }

  /**
   * What the `activity/{slug}` of part 3's paths names: an activity of the venue, or else a category, whose
   * sessions are all its activities' (the site's timetable addresses carry the category in that place, and
   * tools are configured from addresses copied off the site).
   */
  async function offerOf(viewer: Viewer, venueSlug: string, slug: string) {
    const venue = await venueOf(viewer.clientId, venueSlug);
    const activity = await repository.findActivity(viewer.clientId, venue.id, slug);
    if (activity) return { venue, only: { activityId: activity.id } };
    const category = await repository.findCategory(viewer.clientId, slug);
    if (category) return { venue, only: { categoryId: category.id } };
    throw notFound();
  }

  return {
    /** What a venue offers, by category. */
    async categories(clientId: number, venueSlug: string) {
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
    },

    /** Days with sessions in a category, from a day (today by default) for four weeks. */
    async categoryDates(clientId: number, venueSlug: string, categorySlug: string, from?: string) {
      const venue = await venueOf(clientId, venueSlug);
      const category = await repository.findCategory(clientId, categorySlug);
      if (!category) throw notFound();
      if (from !== undefined) checkDate(from, 'from');
      const today = localDate(now(), venue.timeZone);
      const first = from ?? today;
      const range = {
        from: dayRange(first, venue.timeZone).from,
        to: dayRange(addDays(first, datesListed - 1), venue.timeZone).to,
      };
      const counts = new Map<string, number>();
      for (const { startsAt } of await repository.startsOfCategory(clientId, venue.id, category.id, range)) {
        const day = localDate(startsAt, venue.timeZone);
        counts.set(day, (counts.get(day) ?? 0) + 1);
      }
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
      const category = await repository.findCategory(viewer.clientId, categorySlug);
      if (!category) throw notFound();
      return (await sessionsOn(viewer, venue, date, { categoryId: category.id })).sessions;
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
      const { venue, only } = await offerOf(viewer, venueSlug, activitySlug);
      const { facts, at, sessions } = await sessionsOn(viewer, venue, date, only);
      if (facts.length > 0 && facts.every((f) => f.firstBookableAt.getTime() > at.getTime())) {
        throw new HttpError(422, notYetBookableMessage);
      }
      return sessions;
    },

    /** Each court's session at one time of a day (of an activity, or of a category's), and whether it can be booked now. */
    async slots(
      viewer: Viewer,
      venueSlug: string,
      activitySlug: string,
      query: { date: string; startTime: string; endTime: string },
    ) {
      const { venue, only } = await offerOf(viewer, venueSlug, activitySlug);
      checkDate(query.date);
      const range = dayRange(query.date, venue.timeZone);
      const rows = await repository.sessionsBetween(viewer.clientId, venue.id, range, only);
      const wanted = (await activities.factsOf(db, viewer.clientId, rows)).filter(
        (f) =>
          localClock(f.startsAt, f.timeZone) === query.startTime &&
          localClock(f.endsAt, f.timeZone) === query.endTime,
      );
      const at = now();
      const view = await viewpoint(viewer, wanted, at);
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
      const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
      const facts = numeric === null ? null : await activities.getOccurrence(db, viewer.clientId, numeric);
      if (!facts) throw notFound();
      const [view, imageHash] = await Promise.all([
        viewpoint(viewer, [facts], now()),
        repository.activityImageHash(viewer.clientId, facts.activityId),
      ]);
      const session = sessionView([facts], view);
      // The price the viewer is offered comes first: part 3's tools (and the session page) take tickets[0].
      const offered = (o: { id: number }) => Number(o.id === session.pricingOptionId);
      const options = [...(view.optionsByActivity.get(facts.activityId) ?? [])].sort(
        (a, b) => offered(b) - offered(a),
      );
      return {
        ...session,
        description: facts.description,
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
  };
}
export type TimetableService = ReturnType<typeof createTimetableService>;
