import type { ActivitySession } from '@leisure/contracts/activities';
import { toPrice } from '@leisure/contracts/money';
import { daysBetween, localDate } from '../../platform/local-time';
import type { OccurrenceFacts } from './activities.service';
import {
  type Attendee,
  bestOption,
  mayUse,
  type PackageHolding,
  type PricingOptionRow,
} from './price-choice';
import { clockOf, instantOf, sessionDateOf } from './session-clock';
import { actionToShow, placesLeft } from './session-rules';

/** What personalises a timetable: the viewer, the moment, the holds and their own bookings. */
export type Viewpoint = {
  now: Date;
  currency: string;
  attendee: Attendee & PackageHolding;
  held: Map<number, number>;
  own: Map<number, { id: number; status: string }>;
  /** The viewer's own waitlist entry, by session. */
  waitlist?: Map<number, number>;
  optionsByActivity: Map<number, PricingOptionRow[]>;
};

/** A session's readings in its venue's time, the same for every viewer and moment. */
type Readings = {
  date: ReturnType<typeof sessionDateOf>;
  startsAt: ReturnType<typeof clockOf>;
  endsAt: ReturnType<typeof clockOf>;
  firstBookableAt: ReturnType<typeof instantOf>;
  lastBookableAt: ReturnType<typeof instantOf>;
};
/**
 * Worked out once per session read rather than per answer: a shared day's sessions are shown to every
 * visitor for a while, and Intl's zone arithmetic was most of what drawing a timetable cost.
 */
const readingsOf = (() => {
  const known = new WeakMap<OccurrenceFacts, Readings>();
  return (f: OccurrenceFacts): Readings => {
    let found = known.get(f);
    if (!found) {
      const tz = f.timeZone;
      const date = localDate(f.startsAt, tz);
      found = {
        // `difference` is counted from the viewer's today, per answer.
        date: sessionDateOf(date, date, tz),
        startsAt: clockOf(f.startsAt, tz),
        endsAt: clockOf(f.endsAt, tz),
        firstBookableAt: instantOf(f.firstBookableAt, tz),
        lastBookableAt: instantOf(f.startsAt, tz),
      };
      known.set(f, found);
    }
    return found;
  };
})();

/** Today in a zone as one viewpoint sees it, read once per answer rather than once per session. */
const todayOf = (() => {
  const known = new WeakMap<Viewpoint, Map<string, string>>();
  return (view: Viewpoint, timeZone: string): string => {
    const byZone = known.get(view) ?? new Map<string, string>();
    known.set(view, byZone);
    let today = byZone.get(timeZone);
    if (today === undefined) {
      today = localDate(view.now, timeZone);
      byZone.set(timeZone, today);
    }
    return today;
  };
})();

export function priceOf(option: PricingOptionRow | null, currency: string) {
  const raw = option?.price ?? 0;
  return {
    benefitApplied: option?.kind === 'benefit',
    packageApplied: option?.kind === 'package',
    formatted: toPrice(raw, currency).formatted,
    raw,
  };
}

/**
 * One row of a timetable. A court's hour is several sessions (one per court) shown as one: its places are
 * the courts free, its id the first free court's session, which is what the basket books.
 */
export function sessionView(group: OccurrenceFacts[], view: Viewpoint): ActivitySession {
  const held = (f: OccurrenceFacts) => view.held.get(f.id) ?? 0;
  const first = group.find((f) => f.status !== 'cancelled' && placesLeft(f, held(f)) > 0) ?? group[0]!;
  const live = group.filter((f) => f.status !== 'cancelled');
  const state = {
    capacity: live.reduce((sum, f) => sum + f.capacity, 0),
    bookedCount: live.reduce((sum, f) => sum + f.bookedCount, 0),
    status: live.length > 0 ? 'scheduled' : 'cancelled',
    startsAt: first.startsAt,
    firstBookableAt: first.firstBookableAt,
  };
  const heldCount = live.reduce((sum, f) => sum + held(f), 0);
  const booking = group.map((f) => view.own.get(f.id)).find(Boolean) ?? null;
  const options = view.optionsByActivity.get(first.activityId) ?? [];
  const option = bestOption(options, view.attendee);
  const readings = readingsOf(first);
  const spaces = placesLeft(state, heldCount);
  const isSlot = first.bookingType === 'slot';
  return {
    id: String(first.id),
    name: first.activityName,
    activitySlug: first.activitySlug,
    categorySlug: first.categorySlug,
    duration: `${first.durationMinutes}min`,
    instructors: first.instructors,
    venueName: first.venueName,
    venueSlug: first.venueSlug,
    date: { ...readings.date, difference: daysBetween(todayOf(view, first.timeZone), readings.date.raw) },
    startsAt: readings.startsAt,
    endsAt: readings.endsAt,
    firstBookableAt: readings.firstBookableAt,
    lastBookableAt: readings.lastBookableAt,
    location: {
      id: first.locationId,
      name: first.locationName,
      type: first.locationType,
      slug: first.locationSlug,
      venueId: first.venueId,
      venueSlug: first.venueSlug,
    },
    slotDisplayLocation: isSlot ? `${spaces} of ${group.length} courts free` : first.locationName,
    price: priceOf(option, view.currency),
    pricingOptionId: option?.id ?? 0,
    cartType: 'purchasableOccurrence',
    compositeKey: isSlot
      ? `${first.activityId}:${first.startsAt.toISOString()}:${first.endsAt.toISOString()}`
      : `${first.activityId}:${first.id}`,
    spaces,
    spacesRemaining: spaces,
    capacity: state.capacity,
    bookingsCount: state.bookedCount,
    booking,
    waitlistId: group.map((f) => view.waitlist?.get(f.id)).find((id) => id !== undefined) ?? null,
    actionToShow: actionToShow(state, view.now, heldCount, booking !== null),
    restrictions: [],
    restrictionIds: [],
    requiresInduction: first.requiresInduction,
    benefitAvailable: options.some((o) => o.kind === 'benefit' && mayUse(o, view.attendee)),
    allowsAnonymousBookings: first.allowsAnonymousBookings,
    bookingType: first.bookingType,
  };
}

/** Sessions as a timetable lists them: each class on its own, a slot activity's courts one row per time. */
export function groupForTimetable(facts: OccurrenceFacts[]): OccurrenceFacts[][] {
  const groups = new Map<string, OccurrenceFacts[]>();
  for (const f of facts) {
    const key =
      f.bookingType === 'slot'
        ? `slot:${f.activityId}:${f.startsAt.getTime()}:${f.endsAt.getTime()}`
        : `class:${f.id}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()];
}
