import { fullMessage } from '@leisure/contracts/activities';
import type { Executor } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { localDate } from '../../platform/local-time';
import { createActivitiesRepository, type OccurrenceRow } from './activities.repository';
import { type Attendee, bestOption, mayUse, type PricingOptionRow } from './price-choice';
import { releaseInstant } from './release-window';
import { type Bookability, bookability } from './session-rules';

export type VenueFacts = { id: number; name: string; slug: string; timeZone: string };

/** Everything booking and paying need to know about one session, with the venue's reading of its times. */
export type OccurrenceFacts = {
  id: number;
  clientId: number;
  activityId: number;
  activityName: string;
  activitySlug: string;
  categorySlug: string;
  bookingType: 'class' | 'slot';
  venueId: number;
  venueName: string;
  venueSlug: string;
  timeZone: string;
  locationId: number;
  locationName: string;
  locationSlug: string;
  locationType: string;
  instructorNames: string[];
  instructors: { id: number; name: string }[];
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  capacity: number;
  bookedCount: number;
  /** 'scheduled' or 'cancelled'. */
  status: string;
  firstBookableAt: Date;
  allowsAnonymousBookings: boolean;
  requiresInduction: boolean;
  cancellationCutoffMinutes: number;
  cutoffAction: string;
  cutoffMessage: string | null;
  cancellationAwardsCredit: boolean;
};

export type Quote = {
  pricingOptionId: number;
  kind: string;
  price: number;
  benefitApplied: boolean;
  packageApplied: boolean;
  name: string;
};

export type QuoteInput = {
  clientId: number;
  facts: OccurrenceFacts;
  attendeeUserId: number | null;
  pricingOptionId?: number;
  applyBenefit?: boolean;
  /** False: the best price without the attendee's package ('Remove package'). */
  applyPackage?: boolean;
};

/** The attendee, the session's activity and its local day at its venue, and the time of asking. */
export type BenefitQuestion = {
  clientId: number;
  userId: number;
  activityId: number;
  day: string;
  now: Date;
};

export const noPlaceToReleaseMessage = 'This session has no booked place to release.';
export const priceNotAvailableMessage = 'This price is not available for this attendee.';

/**
 * What activities needs from elsewhere, injected in services.ts so this module never reads another
 * module's tables. Each takes the caller's executor, so it joins the caller's transaction.
 */
export type ActivitiesDeps = {
  venuesOf: (executor: Executor, clientId: number) => Promise<VenueFacts[]>;
  hasActiveMembership: (executor: Executor, clientId: number, userId: number, now: Date) => Promise<boolean>;
  /** Whether a running membership has a benefit use left for the session (memberships/membership-benefits.ts). */
  benefitLeft?: (executor: Executor, input: BenefitQuestion) => Promise<boolean>;
  /** Whether the attendee holds a package use for the activity, unexpired at `at` (packages/package-uses.ts). */
  packageLeft?: (
    executor: Executor,
    input: { clientId: number; userId: number; activityId: number; at: Date },
  ) => Promise<boolean>;
  /** Of a day's activities, those a membership benefit makes free for the customer that day, or 'all' (memberships/membership-benefits.ts). */
  benefitActivities?: (
    executor: Executor,
    input: { clientId: number; userId: number; activityIds: number[]; day: string; now: Date },
  ) => Promise<ReadonlySet<number> | 'all'>;
  /** The activities the customer holds a package use of at `at`, for the timetable (packages/package-uses.ts). */
  packageActivities?: (
    executor: Executor,
    clientId: number,
    userId: number,
    at: Date,
  ) => Promise<ReadonlySet<number>>;
  /** Places held in live basket lines, by session. */
  heldPlaces: (executor: Executor, occurrenceIds: number[], now: Date) => Promise<Map<number, number>>;
  /** A customer's own active bookings, by session. */
  ownBookings: (
    executor: Executor,
    clientId: number,
    userId: number,
    occurrenceIds: number[],
  ) => Promise<Map<number, { id: number; status: string }>>;
  /** The customer's own waitlist entries, by session (entry id): the timetable's `waitlistId`. */
  ownWaitlistEntries?: (
    executor: Executor,
    clientId: number,
    userId: number,
    occurrenceIds: number[],
  ) => Promise<Map<number, number>>;
};

function toFacts(row: OccurrenceRow, venue: VenueFacts): OccurrenceFacts {
  const instructors =
    row.instructorId !== null && row.instructorName !== null
      ? [{ id: row.instructorId, name: row.instructorName }]
      : [];
  return {
    id: row.id,
    clientId: row.clientId,
    activityId: row.activityId,
    activityName: row.activityName,
    activitySlug: row.activitySlug,
    categorySlug: row.categorySlug,
    bookingType: row.bookingType === 'slot' ? 'slot' : 'class',
    venueId: row.venueId,
    venueName: venue.name,
    venueSlug: venue.slug,
    timeZone: venue.timeZone,
    locationId: row.locationId,
    locationName: row.locationName,
    locationSlug: row.locationSlug,
    locationType: row.locationType,
    instructorNames: instructors.map((i) => i.name),
    instructors,
    description: row.description,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    bookedCount: row.bookedCount,
    status: row.status,
    firstBookableAt: releaseInstant(row.startsAt, venue.timeZone, row),
    allowsAnonymousBookings: row.allowsAnonymousBookings,
    requiresInduction: row.requiresInduction,
    cancellationCutoffMinutes: row.cancellationCutoffMinutes,
    cutoffAction: row.cutoffAction,
    cutoffMessage: row.cutoffMessage,
    cancellationAwardsCredit: row.cancellationAwardsCredit,
  };
}

export function createActivitiesService(deps: ActivitiesDeps) {
  async function factsOf(executor: Executor, clientId: number, rows: OccurrenceRow[]) {
    if (rows.length === 0) return [];
    const venues = new Map((await deps.venuesOf(executor, clientId)).map((v) => [v.id, v]));
    return rows.map((row) => toFacts(row, venues.get(row.venueId)!));
  }

  /** An activity's pricing options, and whether the attendee may use member prices (an active membership). */
  async function pricesFor(
    executor: Executor,
    clientId: number,
    activityId: number,
    attendeeUserId: number | null,
    now: Date,
  ) {
    const options = await createActivitiesRepository(executor).pricingOptionsOf(clientId, [activityId]);
    const activeMember =
      attendeeUserId !== null && (await deps.hasActiveMembership(executor, clientId, attendeeUserId, now));
    return { options, attendee: { signedIn: attendeeUserId !== null, activeMember } };
  }

  /** Asked only where the activity has a package price and the attendee is known. */
  async function packageLeftFor(executor: Executor, input: QuoteInput, options: PricingOptionRow[]) {
    if (!deps.packageLeft || input.attendeeUserId === null || input.applyPackage === false) return false;
    if (!options.some((o) => o.kind === 'package')) return false;
    return deps.packageLeft(executor, {
      clientId: input.clientId,
      userId: input.attendeeUserId,
      activityId: input.facts.activityId,
      at: input.facts.startsAt,
    });
  }

  return {
    deps,
    factsOf,

    async getOccurrence(executor: Executor, clientId: number, occurrenceId: number) {
      const row = await createActivitiesRepository(executor).findOccurrence(clientId, occurrenceId);
      return row ? ((await factsOf(executor, clientId, [row]))[0] ?? null) : null;
    },

    /** SELECT … FOR NO KEY UPDATE in id order: call inside the transaction that books the places. */
    async lockOccurrences(executor: Executor, clientId: number, ids: number[]): Promise<OccurrenceFacts[]> {
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      return factsOf(
        executor,
        clientId,
        await createActivitiesRepository(executor).lockOccurrences(clientId, unique),
      );
    },

    bookability(facts: OccurrenceFacts, now: Date, heldByOthers: number): Bookability {
      return bookability(facts, now, heldByOthers);
    },

    pricesFor,

    /** The price of a place for an attendee: the one asked for, if they may use it, or their best one. */
    async quote(executor: Executor, input: QuoteInput, now = new Date()): Promise<Quote> {
      const { options, attendee: asMember } = await pricesFor(
        executor,
        input.clientId,
        input.facts.activityId,
        input.attendeeUserId,
        now,
      );
      const attendee: Attendee = { ...asMember };
      if (deps.benefitLeft && attendee.activeMember && input.attendeeUserId !== null) {
        if (options.some((o) => o.kind === 'benefit')) {
          attendee.benefitLeft = await deps.benefitLeft(executor, {
            clientId: input.clientId,
            userId: input.attendeeUserId,
            activityId: input.facts.activityId,
            day: localDate(input.facts.startsAt, input.facts.timeZone),
            now,
          });
        }
      }
      const holder = { ...attendee, packageLeft: await packageLeftFor(executor, input, options) };
      let option: PricingOptionRow | null | undefined;
      if (input.pricingOptionId !== undefined) {
        option = options.find((o) => o.id === input.pricingOptionId);
        if (option && !mayUse(option, holder)) option = null;
      } else {
        option = bestOption(options, holder, input.applyBenefit ?? true, input.applyPackage ?? true);
      }
      if (!option) {
        throw new HttpError(422, priceNotAvailableMessage, { pricing_option_id: [priceNotAvailableMessage] });
      }
      return {
        pricingOptionId: option.id,
        kind: option.kind,
        price: option.price,
        benefitApplied: option.kind === 'benefit',
        packageApplied: option.kind === 'package',
        name: option.name,
      };
    },

    /**
     * Takes places in the sessions as the caller's transaction commits, under each session's lock for
     * the commit only; past capacity the commit fails and the caller hears "already full" (a 409).
     */
    async claimAtCommit(executor: Executor, claims: { occurrenceId: number; places: number }[]) {
      await createActivitiesRepository(executor).checkAtCommit(
        claims.map((c) => ({ occurrenceId: c.occurrenceId, claim: c.places, refusal: fullMessage })),
      );
    },

    /**
     * As the caller's transaction commits, the sessions' holds live at `at`, its own new lines among
     * them, must fit in their places left; else the commit fails with "already full" (a 409).
     */
    async checkHoldsAtCommit(executor: Executor, occurrenceIds: number[], at: Date) {
      await createActivitiesRepository(executor).checkAtCommit(
        [...new Set(occurrenceIds)].map((occurrenceId) => ({
          occurrenceId,
          heldAt: at,
          refusal: fullMessage,
        })),
      );
    },

    /** Moves the booked count inside the caller's transaction (lock the session first); past capacity is a 409. */
    async adjustBookedCount(executor: Executor, occurrenceId: number, delta: number): Promise<void> {
      const moved = await createActivitiesRepository(executor).adjustBookedCount(occurrenceId, delta);
      if (!moved) throw new HttpError(409, delta > 0 ? fullMessage : noPlaceToReleaseMessage);
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;
