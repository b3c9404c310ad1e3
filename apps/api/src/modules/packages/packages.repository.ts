import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities } from '../activities/activities.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { packageContents, packagePurchases, packages, packageUsages } from './packages.tables';

export type PackageRow = typeof packages.$inferSelect & { venueName: string | null };
export type ContentRow = {
  id: number;
  packageId: number;
  activityId: number;
  usages: number;
  activityName: string;
};
export type PurchaseRow = typeof packagePurchases.$inferSelect & { userName: string };

const packageColumns = {
  id: packages.id,
  clientId: packages.clientId,
  slug: packages.slug,
  name: packages.name,
  descriptionHtml: packages.descriptionHtml,
  venueId: packages.venueId,
  price: packages.price,
  validDays: packages.validDays,
  guestPasses: packages.guestPasses,
  position: packages.position,
  active: packages.active,
  venueName: venues.name,
};

export function createPackagesRepository(db: Executor) {
  return {
    /** Packages on sale: at one venue (its own and those for every venue) or all of them. */
    async onSale(clientId: number, venueId?: number): Promise<PackageRow[]> {
      return db
        .select(packageColumns)
        .from(packages)
        .leftJoin(venues, eq(venues.id, packages.venueId))
        .where(
          and(
            eq(packages.clientId, clientId),
            eq(packages.active, true),
            venueId === undefined ? undefined : or(isNull(packages.venueId), eq(packages.venueId, venueId)),
          ),
        )
        .orderBy(asc(packages.position), asc(packages.id));
    },

    /** Packages by id, on sale or not. */
    async byIds(clientId: number, ids: number[]): Promise<PackageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(packageColumns)
        .from(packages)
        .leftJoin(venues, eq(venues.id, packages.venueId))
        .where(and(eq(packages.clientId, clientId), inArray(packages.id, ids)));
    },

    async contentsOf(packageIds: number[]): Promise<ContentRow[]> {
      if (packageIds.length === 0) return [];
      return db
        .select({
          id: packageContents.id,
          packageId: packageContents.packageId,
          activityId: packageContents.activityId,
          usages: packageContents.usages,
          activityName: activities.name,
        })
        .from(packageContents)
        .innerJoin(activities, eq(activities.id, packageContents.activityId))
        .where(inArray(packageContents.packageId, packageIds))
        .orderBy(asc(packageContents.id));
    },

    /** The purchases an order made active. */
    async activate(purchase: {
      clientId: number;
      userId: number;
      packageId: number;
      orderId: number;
      purchasedAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(packagePurchases)
        .values({ ...purchase, status: 'active' })
        .returning({ id: packagePurchases.id });
      return row!.id;
    },

    /** Undoes an order's purchases: the names of the packages, for the email. */
    async reverseOrder(orderId: number): Promise<string[]> {
      const rows = await db
        .update(packagePurchases)
        .set({ status: 'reversed' })
        .where(and(eq(packagePurchases.orderId, orderId), eq(packagePurchases.status, 'active')))
        .returning({ packageId: packagePurchases.packageId });
      if (rows.length === 0) return [];
      const names = await db
        .select({ id: packages.id, name: packages.name })
        .from(packages)
        .where(
          inArray(
            packages.id,
            rows.map((r) => r.packageId),
          ),
        );
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      return rows.map((r) => nameOf.get(r.packageId) ?? 'Package');
    },

    /** Every active purchase of these customers, newest first. */
    async purchasesOf(clientId: number, userIds: number[]): Promise<PurchaseRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({
          purchase: packagePurchases,
          userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(packagePurchases)
        .innerJoin(users, eq(users.id, packagePurchases.userId))
        .where(
          and(
            eq(packagePurchases.clientId, clientId),
            inArray(packagePurchases.userId, userIds),
            eq(packagePurchases.status, 'active'),
          ),
        )
        .orderBy(desc(packagePurchases.purchasedAt), desc(packagePurchases.id));
      return rows.map((r) => ({ ...r.purchase, userName: r.userName }));
    },

    /** Uses spent (not given back) of these purchases, by purchase and content. */
    async spentOf(
      purchaseIds: number[],
    ): Promise<{ purchaseId: number; contentId: number; spent: number }[]> {
      if (purchaseIds.length === 0) return [];
      return db
        .select({
          purchaseId: packageUsages.purchaseId,
          contentId: packageUsages.contentId,
          spent: sql<number>`count(*)::int`,
        })
        .from(packageUsages)
        .where(and(inArray(packageUsages.purchaseId, purchaseIds), eq(packageUsages.status, 'used')))
        .groupBy(packageUsages.purchaseId, packageUsages.contentId);
    },

    /**
     * Whether the customer holds an active purchase, unexpired at `at`, with a use left of a content for
     * the activity (a plain read: the order spends under a lock, `spend`).
     */
    async hasUseLeft(clientId: number, userId: number, activityId: number, at: Date): Promise<boolean> {
      const rows = await db
        .select({ id: packagePurchases.id })
        .from(packagePurchases)
        .innerJoin(packageContents, eq(packageContents.packageId, packagePurchases.packageId))
        .where(
          and(
            eq(packagePurchases.clientId, clientId),
            eq(packagePurchases.userId, userId),
            eq(packagePurchases.status, 'active'),
            sql`${packagePurchases.expiresAt} > ${at.toISOString()}`,
            eq(packageContents.activityId, activityId),
            sql`${packageContents.usages} > (select count(*) from ${packageUsages}
                where ${packageUsages.purchaseId} = ${packagePurchases.id}
                  and ${packageUsages.contentId} = ${packageContents.id} and ${packageUsages.status} = 'used')`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The activities the customer holds a use of, in active purchases unexpired at `at`. */
    async activitiesWithUseLeft(clientId: number, userId: number, at: Date): Promise<ReadonlySet<number>> {
      const rows = await db
        .selectDistinct({ activityId: packageContents.activityId })
        .from(packagePurchases)
        .innerJoin(packageContents, eq(packageContents.packageId, packagePurchases.packageId))
        .where(
          and(
            eq(packagePurchases.clientId, clientId),
            eq(packagePurchases.userId, userId),
            eq(packagePurchases.status, 'active'),
            sql`${packagePurchases.expiresAt} > ${at.toISOString()}`,
            sql`${packageContents.usages} > (select count(*) from ${packageUsages}
                where ${packageUsages.purchaseId} = ${packagePurchases.id}
                  and ${packageUsages.contentId} = ${packageContents.id} and ${packageUsages.status} = 'used')`,
          ),
        );
      return new Set(rows.map((r) => r.activityId));
    },

    /**
     * Spends one use for the activity from the customer's purchases that cover it, the one ending first
     * first: the purchases are locked (to the caller's commit) before their uses are counted, so two orders
     * at once cannot spend the same last use. The use's id, or null when none is left.
     */
    async spend(input: {
      clientId: number;
      userId: number;
      activityId: number;
      at: Date;
      now: Date;
    }): Promise<number | null> {
      const candidates = await db
        .select({
          purchaseId: packagePurchases.id,
          contentId: packageContents.id,
          usages: packageContents.usages,
        })
        .from(packagePurchases)
        .innerJoin(packageContents, eq(packageContents.packageId, packagePurchases.packageId))
        .where(
          and(
            eq(packagePurchases.clientId, input.clientId),
            eq(packagePurchases.userId, input.userId),
            eq(packagePurchases.status, 'active'),
            sql`${packagePurchases.expiresAt} > ${input.at.toISOString()}`,
            eq(packageContents.activityId, input.activityId),
          ),
        )
        .orderBy(asc(packagePurchases.expiresAt), asc(packagePurchases.id), asc(packageContents.id))
        .for('update', { of: packagePurchases });
      for (const c of candidates) {
        const [counted] = await db
          .select({ used: sql<number>`count(*)::int` })
          .from(packageUsages)
          .where(
            and(
              eq(packageUsages.purchaseId, c.purchaseId),
              eq(packageUsages.contentId, c.contentId),
              eq(packageUsages.status, 'used'),
            ),
          );
        if ((counted?.used ?? 0) >= c.usages) continue;
        const [row] = await db
          .insert(packageUsages)
          .values({
            clientId: input.clientId,
            purchaseId: c.purchaseId,
            contentId: c.contentId,
            usedAt: input.now,
          })
          .returning({ id: packageUsages.id });
        return row!.id;
      }
      return null;
    },

    /**
     * The customer's active purchases, unexpired at `at`, of packages with guest passes, the one ending
     * first first; `lock` holds the purchases' rows (as `spend` does) to the caller's commit.
     */
    async withGuestPasses(clientId: number, userId: number, at: Date, lock = false) {
      const query = db
        .select({
          purchaseId: packagePurchases.id,
          packageId: packages.id,
          name: packages.name,
          guestPasses: packages.guestPasses,
          venueId: packages.venueId,
          expiresAt: packagePurchases.expiresAt,
        })
        .from(packagePurchases)
        .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
        .where(
          and(
            eq(packagePurchases.clientId, clientId),
            eq(packagePurchases.userId, userId),
            eq(packagePurchases.status, 'active'),
            sql`${packagePurchases.expiresAt} > ${at.toISOString()}`,
            sql`${packages.guestPasses} > 0`,
          ),
        )
        .orderBy(asc(packagePurchases.expiresAt), asc(packagePurchases.id));
      const rows = lock ? await query.for('update', { of: packagePurchases }) : await query;
      return rows.map((r) => ({ ...r, expiresAt: r.expiresAt! }));
    },

    async link(usageId: number, bookingId: number): Promise<void> {
      await db.update(packageUsages).set({ bookingId }).where(eq(packageUsages.id, usageId));
    },

    /** Gives back the uses these bookings spent: they count as left again. */
    async giveBack(bookingIds: number[], at: Date): Promise<number> {
      if (bookingIds.length === 0) return 0;
      const rows = await db
        .update(packageUsages)
        .set({ status: 'returned', returnedAt: at })
        .where(and(inArray(packageUsages.bookingId, bookingIds), eq(packageUsages.status, 'used')))
        .returning({ id: packageUsages.id });
      return rows.length;
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
