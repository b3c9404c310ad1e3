import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { preparedPer } from '../../platform/db/prepared';
import { images } from '../images/images.tables';
import {
  activities,
  activityCategories,
  instructors,
  locations,
  occurrences,
  placeChecks,
  pricingOptions,
} from './activities.tables';

export type PlaceCheck = {
  occurrenceId: number;
  /** Places moved into the booked count at commit (negative gives them back). */
  claim?: number;
  /** The holds live at this moment, with the transaction's own, must fit in the places left. */
  heldAt?: Date;
  refusal: string;
};

const occurrenceColumns = {
  id: occurrences.id,
  clientId: occurrences.clientId,
  activityId: occurrences.activityId,
  venueId: occurrences.venueId,
  startsAt: occurrences.startsAt,
  endsAt: occurrences.endsAt,
  capacity: occurrences.capacity,
  bookedCount: occurrences.bookedCount,
  status: occurrences.status,
  activityName: activities.name,
  activitySlug: activities.slug,
  description: activities.description,
  bookingType: activities.bookingType,
  durationMinutes: activities.durationMinutes,
  releaseDaysAhead: activities.releaseDaysAhead,
  releaseTime: activities.releaseTime,
  allowsAnonymousBookings: activities.allowsAnonymousBookings,
  requiresInduction: activities.requiresInduction,
  cancellationCutoffMinutes: activities.cancellationCutoffMinutes,
  cutoffAction: activities.cutoffAction,
  cutoffMessage: activities.cutoffMessage,
  cancellationAwardsCredit: activities.cancellationAwardsCredit,
  categorySlug: activityCategories.slug,
  locationId: locations.id,
  locationName: locations.name,
  locationSlug: locations.slug,
  locationType: locations.type,
  instructorId: instructors.id,
  instructorName: instructors.name,
};

export type OccurrenceRow = NonNullable<Awaited<ReturnType<ActivitiesRepository['findOccurrence']>>>;
export type CategoryWithActivity = Awaited<ReturnType<ActivitiesRepository['offerOfVenue']>>[number];
export type ActivityRow = typeof activities.$inferSelect;
export type CategoryRow = typeof activityCategories.$inferSelect;

/** Postgres' check_violation: the capacity check refused a booked count. */
const checkViolation = '23514';

const sessionsOf = (db: Executor) =>
  db
    .select(occurrenceColumns)
    .from(occurrences)
    .innerJoin(activities, eq(activities.id, occurrences.activityId))
    .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
    .innerJoin(locations, eq(locations.id, occurrences.locationId))
    .leftJoin(instructors, eq(instructors.id, occurrences.instructorId));

// Every add to a basket and every pay call reads its sessions this way, each a few times: built once.
const oneSession = preparedPer((db) =>
  sessionsOf(db)
    .where(
      and(eq(occurrences.id, sql.placeholder('id')), eq(occurrences.clientId, sql.placeholder('clientId'))),
    )
    .limit(1)
    .prepare('one_session'),
);

export function createActivitiesRepository(db: Executor) {
  const sessions = () => sessionsOf(db);

  return {
    /** Every activity of a venue with its category (activities_venue_slug_key). */
    offerOfVenue(clientId: number, venueId: number) {
      return db
        .select({ activity: activities, category: activityCategories, imageHash: images.hash })
        .from(activities)
        .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
        .leftJoin(images, eq(images.id, activities.imageId))
        .where(and(eq(activities.venueId, venueId), eq(activities.clientId, clientId)))
        .orderBy(asc(activityCategories.position), asc(activityCategories.name), asc(activities.name));
    },
    /** Sets the picture of every activity of this slug, at every venue; the number of activities set. */
    async setImage(clientId: number, slug: string, imageId: number | null): Promise<number> {
      const rows = await db
        .update(activities)
        .set({ imageId })
        .where(and(eq(activities.clientId, clientId), eq(activities.slug, slug)))
        .returning({ id: activities.id });
      return rows.length;
    },
    /** activity_categories_client_slug_key */
    async findCategory(clientId: number, slug: string): Promise<CategoryRow | null> {
      const rows = await db
        .select()
        .from(activityCategories)
        .where(and(eq(activityCategories.clientId, clientId), eq(activityCategories.slug, slug)))
        .limit(1);
      return rows[0] ?? null;
    },
    /** activities_venue_slug_key */
    async findActivity(clientId: number, venueId: number, slug: string): Promise<ActivityRow | null> {
      const rows = await db
        .select()
        .from(activities)
        .where(
          and(eq(activities.venueId, venueId), eq(activities.slug, slug), eq(activities.clientId, clientId)),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    async findOccurrence(clientId: number, id: number) {
      const rows = await oneSession(db).execute({ id, clientId });
      return rows[0] ?? null;
    },
    /** The content hash of an activity's picture, or null when it has none (activities_pkey). */
    async activityImageHash(clientId: number, activityId: number): Promise<string | null> {
      const rows = await db
        .select({ hash: images.hash })
        .from(activities)
        .innerJoin(images, eq(images.id, activities.imageId))
        .where(and(eq(activities.id, activityId), eq(activities.clientId, clientId)))
        .limit(1);
      return rows[0]?.hash ?? null;
    },
    /**
     * Locks the sessions' rows in id order, so two payers of the same sessions queue instead of deadlocking.
     * FOR NO KEY UPDATE, the lock an update of the row takes: it does not wait for the key-share locks of
     * rows being written that refer to the session (bookings, order items, basket lines), so an order that
     * wrote those and moves the count last never meets a place-taker queued behind its own share lock.
     */
    async lockOccurrences(clientId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return sessions()
        .where(and(inArray(occurrences.id, ids), eq(occurrences.clientId, clientId)))
        .orderBy(asc(occurrences.id))
        .for('no key update', { of: occurrences });
    },
    /**
     * Checks left to the transaction's commit (place_checks' deferred trigger), written in session id
     * order: the order the commit locks the sessions in, as every other writer does.
     */
    async checkAtCommit(checks: PlaceCheck[]): Promise<void> {
      if (checks.length === 0) return;
      await db.insert(placeChecks).values([...checks].sort((a, b) => a.occurrenceId - b.occurrenceId));
    },
    /**
     * Every session of a venue starting in [from, to), with its activity's category: a day of a venue is
     * read once and shared by all its categories' and activities' timetables (occurrences_venue_starts_idx).
     */
    sessionsOfVenue(clientId: number, venueId: number, range: { from: Date; to: Date }) {
      return db
        .select({ ...occurrenceColumns, categoryId: activities.categoryId })
        .from(occurrences)
        .innerJoin(activities, eq(activities.id, occurrences.activityId))
        .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
        .innerJoin(locations, eq(locations.id, occurrences.locationId))
        .leftJoin(instructors, eq(instructors.id, occurrences.instructorId))
        .where(
          and(
            eq(occurrences.venueId, venueId),
            gte(occurrences.startsAt, range.from),
            lt(occurrences.startsAt, range.to),
            eq(occurrences.clientId, clientId),
          ),
        )
        .orderBy(asc(occurrences.startsAt), asc(activities.name), asc(locations.name), asc(occurrences.id));
    },
    /** The start of each scheduled session of a category at a venue in [from, to) (occurrences_venue_starts_idx). */
    startsOfCategory(clientId: number, venueId: number, categoryId: number, range: { from: Date; to: Date }) {
      return db
        .select({ startsAt: occurrences.startsAt })
        .from(occurrences)
        .innerJoin(activities, eq(activities.id, occurrences.activityId))
        .where(
          and(
            eq(occurrences.venueId, venueId),
            gte(occurrences.startsAt, range.from),
            lt(occurrences.startsAt, range.to),
            eq(occurrences.clientId, clientId),
            eq(occurrences.status, 'scheduled'),
            eq(activities.categoryId, categoryId),
          ),
        )
        .orderBy(asc(occurrences.startsAt));
    },
    /** pricing_options_activity_kind_key */
    pricingOptionsOf(clientId: number, activityIds: number[]) {
      if (activityIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: pricingOptions.id,
          activityId: pricingOptions.activityId,
          kind: pricingOptions.kind,
          name: pricingOptions.name,
          price: pricingOptions.price,
        })
        .from(pricingOptions)
        .where(and(inArray(pricingOptions.activityId, activityIds), eq(pricingOptions.clientId, clientId)))
        .orderBy(asc(pricingOptions.id));
    },
    /** The activity, with the venue whose staff may change its prices (activities_pkey). */
    async findActivityById(clientId: number, id: number) {
      const rows = await db
        .select({ id: activities.id, name: activities.name, venueId: activities.venueId })
        .from(activities)
        .where(and(eq(activities.id, id), eq(activities.clientId, clientId)))
        .limit(1);
      return rows[0] ?? null;
    },
    /**
     * Sets one kind of an activity's price and gives the price it replaced, or null when the activity has no
     * price of that kind. The row is locked as it is read, so two managers' changes queue and each audit row
     * names the price the other left. Its update trigger moves the activity's open-data item.
     */
    async setPrice(clientId: number, activityId: number, kind: string, price: number) {
      const [was] = await db
        .select({ id: pricingOptions.id, price: pricingOptions.price })
        .from(pricingOptions)
        .where(
          and(
            eq(pricingOptions.activityId, activityId),
            eq(pricingOptions.kind, kind),
            eq(pricingOptions.clientId, clientId),
          ),
        )
        .for('update');
      if (!was) return null;
      // The same price again is no change: the feed is not told of one.
      if (was.price !== price)
        await db.update(pricingOptions).set({ price }).where(eq(pricingOptions.id, was.id));
      return { oldPrice: was.price };
    },
    /**
     * Moves a session's booked count; false when it would leave [0, capacity]. The condition keeps a
     * caller's transaction usable; the check constraint stays the last word if a caller skipped the lock.
     */
    async adjustBookedCount(occurrenceId: number, delta: number): Promise<boolean> {
      try {
        const rows = await db
          .update(occurrences)
          .set({ bookedCount: sql`${occurrences.bookedCount} + ${delta}` })
          .where(
            and(
              eq(occurrences.id, occurrenceId),
              sql`${occurrences.bookedCount} + ${delta} between 0 and ${occurrences.capacity}`,
            ),
          )
          .returning({ id: occurrences.id });
        return rows.length > 0;
      } catch (error) {
        if (causeCode(error) === checkViolation) return false;
        throw error;
      }
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;

/** drizzle wraps the driver's error; the SQLSTATE is on it or on its cause. */
function causeCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}
