import { imageVariantPath } from '@leisure/contracts/image';
import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  activities,
  activityCategories,
  locations,
  occurrences,
  pricingOptions,
} from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { images } from '../images/images.tables';
import { themes } from '../theme/theme.tables';
import { venues } from '../venues/venues.tables';
import { openDataItems } from './open-data.tables';
import type {
  FeedActivity,
  FeedKind,
  FeedOccurrence,
  FeedPrice,
  FeedRow,
  FeedSession,
} from './open-data.types';

/** Where a consumer stands in a feed: the `modified` and `id` of the last item it has read. */
export type FeedPosition = { modified: number; id: number };

const activityKinds: FeedKind[] = ['SessionSeries', 'CourseInstance', 'FacilityUse'];

/** One array parameter, so a page's look-ups are one statement text whatever the page's size. */
const anyOf = (ids: number[]) => sql`any(${sql.param(ids)}::int[])`;

const sessionColumns = {
  id: occurrences.id,
  activityId: occurrences.activityId,
  startsAt: occurrences.startsAt,
  endsAt: occurrences.endsAt,
  capacity: occurrences.capacity,
  bookedCount: occurrences.bookedCount,
  status: occurrences.status,
  locationName: locations.name,
};

export function createOpenDataRepository(db: Executor) {
  async function pricesOf(clientId: number, activityIds: number[]): Promise<Map<number, FeedPrice[]>> {
    const byActivity = new Map<number, FeedPrice[]>();
    if (activityIds.length === 0) return byActivity;
    const rows = await db
      .select({
        activityId: pricingOptions.activityId,
        kind: pricingOptions.kind,
        name: pricingOptions.name,
        price: pricingOptions.price,
      })
      .from(pricingOptions)
      .where(
        and(sql`${pricingOptions.activityId} = ${anyOf(activityIds)}`, eq(pricingOptions.clientId, clientId)),
      )
      .orderBy(asc(pricingOptions.activityId), asc(pricingOptions.id));
    for (const { activityId, ...price } of rows) {
      byActivity.set(activityId, [...(byActivity.get(activityId) ?? []), price]);
    }
    return byActivity;
  }

  /** A course's sessions are its schedule (occurrences_activity_starts_idx). */
  async function sessionsOf(clientId: number, courseIds: number[]): Promise<Map<number, FeedSession[]>> {
    const byCourse = new Map<number, FeedSession[]>();
    if (courseIds.length === 0) return byCourse;
    const rows = await db
      .select(sessionColumns)
      .from(occurrences)
      .innerJoin(locations, eq(locations.id, occurrences.locationId))
      .where(and(sql`${occurrences.activityId} = ${anyOf(courseIds)}`, eq(occurrences.clientId, clientId)))
      .orderBy(asc(occurrences.activityId), asc(occurrences.startsAt), asc(occurrences.id));
    for (const session of rows) {
      byCourse.set(session.activityId, [...(byCourse.get(session.activityId) ?? []), session]);
    }
    return byCourse;
  }

  async function activitiesOf(clientId: number, ids: number[], origin: string) {
    const found = new Map<number, FeedActivity>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        activity: {
          id: activities.id,
          slug: activities.slug,
          name: activities.name,
          description: activities.description,
          durationMinutes: activities.durationMinutes,
          bookingType: activities.bookingType,
          activityListId: activities.activityListId,
          ageMin: activities.ageMin,
          ageMax: activities.ageMax,
          accessibilityInformation: activities.accessibilityInformation,
        },
        categorySlug: activityCategories.slug,
        categoryKind: activityCategories.kind,
        imageHash: images.hash,
        venue: {
          id: venues.id,
          slug: venues.slug,
          name: venues.name,
          address1: venues.address1,
          address2: venues.address2,
          city: venues.city,
          postcode: venues.postcode,
          lat: venues.lat,
          lng: venues.lng,
          timeZone: venues.timeZone,
        },
      })
      .from(activities)
      .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .leftJoin(images, eq(images.id, activities.imageId))
      .where(and(sql`${activities.id} = ${anyOf(ids)}`, eq(activities.clientId, clientId)));
    const courses = rows.filter((row) => row.categoryKind === 'courses').map((row) => row.activity.id);
    const [prices, sessions] = await Promise.all([pricesOf(clientId, ids), sessionsOf(clientId, courses)]);
    for (const row of rows) {
      found.set(row.activity.id, {
        ...row.activity,
        categorySlug: row.categorySlug,
        categoryKind: row.categoryKind,
        imageUrl: row.imageHash ? `${origin}${imageVariantPath(row.imageHash, 1024, 'webp')}` : null,
        venue: row.venue,
        prices: prices.get(row.activity.id) ?? [],
        sessions: sessions.get(row.activity.id) ?? [],
      });
    }
    return found;
  }

  async function occurrencesOf(clientId: number, ids: number[]) {
    const found = new Map<number, FeedOccurrence>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        session: sessionColumns,
        activity: {
          id: activities.id,
          slug: activities.slug,
          name: activities.name,
          bookingType: activities.bookingType,
          categorySlug: activityCategories.slug,
        },
        venue: { slug: venues.slug, timeZone: venues.timeZone },
      })
      .from(occurrences)
      .innerJoin(locations, eq(locations.id, occurrences.locationId))
      .innerJoin(activities, eq(activities.id, occurrences.activityId))
      .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(and(sql`${occurrences.id} = ${anyOf(ids)}`, eq(occurrences.clientId, clientId)));
    const prices = await pricesOf(clientId, [...new Set(rows.map((row) => row.activity.id))]);
    for (const { session, activity, venue } of rows) {
      found.set(session.id, {
        ...session,
        activity: { ...activity, venue, prices: prices.get(activity.id) ?? [] },
      });
    }
    return found;
  }

  return {
    /**
     * A page of one feed after `after`: a range scan of open_data_items_feed_idx, then indexed look-ups of
     * the live rows' sources, so a page costs the same at the end of the feed as at its start.
     *
     * Only rows older than every transaction still running are listed (decision 055): `modified` is the
     * writing transaction's id, taken before it commits, so a transaction with a lower id may still be
     * about to commit. Listing past it would let a consumer read beyond a change that then lands behind it,
     * never to be seen. Below the oldest open transaction's id, every change has committed or never will.
     */
    async page(
      clientId: number,
      kind: FeedKind,
      after: FeedPosition | null,
      limit: number,
      origin: string,
    ): Promise<FeedRow[]> {
      const rows = await db
        .select({
          id: openDataItems.sourceId,
          modified: openDataItems.modified,
          deletedAt: openDataItems.deletedAt,
        })
        .from(openDataItems)
        .where(
          and(
            eq(openDataItems.clientId, clientId),
            eq(openDataItems.kind, kind),
            after
              ? sql`(${openDataItems.modified}, ${openDataItems.sourceId}) > (${after.modified}::bigint, ${after.id}::int)`
              : undefined,
            sql`${openDataItems.modified} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
          ),
        )
        .orderBy(asc(openDataItems.modified), asc(openDataItems.sourceId))
        .limit(limit);
      const live = rows.filter((row) => row.deletedAt === null).map((row) => row.id);
      const sources = activityKinds.includes(kind)
        ? await activitiesOf(clientId, live, origin)
        : await occurrencesOf(clientId, live);
      return rows.map(
        (row) =>
          ({
            kind,
            id: row.id,
            modified: row.modified,
            source: row.deletedAt === null ? (sources.get(row.id) ?? null) : null,
          }) as FeedRow,
      );
    },

    /** The operator as its feeds name it, with its own logo (not a venue's), or null for no such operator. */
    async operator(clientId: number) {
      const [row] = await db
        .select({ id: clients.id, name: clients.name, currency: clients.currency, logo: themes.themeAppLogo })
        .from(clients)
        .leftJoin(themes, and(eq(themes.clientId, clients.id), isNull(themes.venueId)))
        .where(eq(clients.id, clientId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Items whose session or course has ended become deleted items (open_data_items_live_ends_idx), moved
     * to the end of their feed so consumers hear of it; deleted items older than the retention window leave
     * the feeds (open_data_items_deleted_idx). The number of items changed.
     */
    async sweep(now: Date, retentionDays: number): Promise<number> {
      const ended = await db
        .update(openDataItems)
        .set({ modified: sql`open_data_change()`, deletedAt: now })
        .where(and(isNull(openDataItems.deletedAt), lte(openDataItems.endsAt, now)))
        .returning({ id: openDataItems.sourceId });
      const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
      const purged = await db
        .delete(openDataItems)
        .where(and(isNotNull(openDataItems.deletedAt), lt(openDataItems.deletedAt, cutoff)))
        .returning({ id: openDataItems.sourceId });
      return ended.length + purged.length;
    },
  };
}
export type OpenDataRepository = ReturnType<typeof createOpenDataRepository>;
