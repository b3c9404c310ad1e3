import { toPrice } from '@leisure/contracts/money';
import { allCentres, type PackageOffer, type UserPackage } from '@leisure/contracts/packages';
import type { Db, Executor } from '../../platform/db/client';
import {
  addDays,
  formatFullDate,
  localDate,
  operatorTimeZone,
  startOfLocalDay,
} from '../../platform/local-time';
import { type ContentRow, createPackagesRepository, type PackageRow } from './packages.repository';

/**
 * The moment a package bought at `at` ends: the start of the day after its last day, operator-local.
 * A package of 30 days bought today may be used today and the 29 days after.
 */
export function packageExpiry(at: Date, validDays: number, timeZone = operatorTimeZone): Date {
  return startOfLocalDay(addDays(localDate(at, timeZone), validDays), timeZone);
}

/** A package's `area`: its venue's name, or 'All centres'. */
export const areaOf = (row: Pick<PackageRow, 'venueName'>) => row.venueName ?? allCentres;

function groupContents(contents: ContentRow[]) {
  const byPackage = new Map<number, ContentRow[]>();
  for (const c of contents) byPackage.set(c.packageId, [...(byPackage.get(c.packageId) ?? []), c]);
  return byPackage;
}

type Deps = {
  db: Db;
  currencyOf: (clientId: number) => Promise<string>;
  /** The family members a customer books for (their packages are listed to them too). */
  familyOf: (executor: Executor, clientId: number, userId: number) => Promise<number[]>;
  /** The guest passes sent from these purchases, by purchase (the guest-passes module's rows). */
  guestPassesSent?: (executor: Executor, purchaseIds: number[]) => Promise<ReadonlyMap<number, number>>;
  now: () => Date;
};

/** Packages: the catalogue on sale and the list of those a customer holds (docs/decisions/049-packages.md). */
export function createPackagesService({ db, currencyOf, familyOf, guestPassesSent, now }: Deps) {
  return {
    async catalogue(clientId: number, venueId?: number): Promise<PackageOffer[]> {
      const repo = createPackagesRepository(db);
      const [rows, currency] = await Promise.all([repo.onSale(clientId, venueId), currencyOf(clientId)]);
      const contents = groupContents(await repo.contentsOf(rows.map((r) => r.id)));
      return rows.map((row) => {
        const own = contents.get(row.id) ?? [];
        return {
          id: row.id,
          slug: row.slug,
          name: row.name,
          description: row.descriptionHtml,
          price: toPrice(row.price, currency),
          area: areaOf(row),
          venueId: row.venueId,
          validDays: row.validDays,
          sessionsIncluded: own.reduce((sum, c) => sum + c.usages, 0),
          contents: own.map((c) => ({
            activityId: c.activityId,
            usages: c.usages,
            concatenatedName: c.activityName,
          })),
        };
      });
    },

    /** The customer's and their family's packages, newest first, expired ones included and marked. */
    async userPackages(clientId: number, userId: number): Promise<UserPackage[]> {
      const repo = createPackagesRepository(db);
      const family = await familyOf(db, clientId, userId);
      const [purchases, currency] = await Promise.all([
        repo.purchasesOf(clientId, [userId, ...family]),
        currencyOf(clientId),
      ]);
      const packageIds = [...new Set(purchases.map((p) => p.packageId))];
      const [rows, contentRows, spentRows, passesSent] = await Promise.all([
        repo.byIds(clientId, packageIds),
        repo.contentsOf(packageIds),
        repo.spentOf(purchases.map((p) => p.id)),
        guestPassesSent?.(
          db,
          purchases.map((p) => p.id),
        ) ?? new Map<number, number>(),
      ]);
      const packageOf = new Map(rows.map((r) => [r.id, r]));
      const contents = groupContents(contentRows);
      const spent = new Map(spentRows.map((s) => [`${s.purchaseId}:${s.contentId}`, s.spent]));
      const at = now();
      return purchases.flatMap((purchase) => {
        const row = packageOf.get(purchase.packageId);
        if (!row || !purchase.expiresAt) return [];
        const lines = (contents.get(row.id) ?? []).map((c) => ({
          usages: c.usages,
          concatenatedName: c.activityName,
          remaining: Math.max(0, c.usages - (spent.get(`${purchase.id}:${c.id}`) ?? 0)),
        }));
        const expired = purchase.expiresAt.getTime() <= at.getTime();
        return [
          {
            id: purchase.id,
            area: areaOf(row),
            name: row.name,
            description: row.descriptionHtml,
            price: { formatted: toPrice(row.price, currency).formatted },
            expires: formatFullDate(new Date(purchase.expiresAt.getTime() - 1)),
            expiresAt: purchase.expiresAt.toISOString(),
            expired,
            sessionsIncluded: lines.reduce((sum, c) => sum + c.usages, 0),
            sessionsRemaining: lines.reduce((sum, c) => sum + c.remaining, 0),
            contents: lines,
            user: { id: purchase.userId, name: purchase.userName },
            guestPasses: {
              included: row.guestPasses,
              remaining: Math.max(0, row.guestPasses - (passesSent.get(purchase.id) ?? 0)),
            },
          },
        ];
      });
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
