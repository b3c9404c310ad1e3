import { and, eq, inArray } from 'drizzle-orm';
import { activities, pricingOptions } from '../modules/activities/activities.tables';
import { packageExpiry } from '../modules/packages/packages.service';
import {
  packageContents,
  packagePurchases,
  packages,
  packageUsages,
} from '../modules/packages/packages.tables';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import type { DemoContext, DemoPlace } from './demo-accounts';

/** Holds '10 Lane Swims' with some swims spent, and an expired '5 Group Exercise Classes'. */
export const packageHolder = {
  reference: 'C100081',
  firstName: 'Jordan',
  lastName: 'Ellis',
  email: 'jordan.ellis@example.com',
  dateOfBirth: '1990-06-12',
};
/** Holds no package: the browser test buys one for her and books with it. */
export const packageBuyer = {
  reference: 'C100082',
  firstName: 'Casey',
  lastName: 'Rowe',
  email: 'casey.rowe@example.com',
  dateOfBirth: '1993-03-30',
};
export const laneSwimsUsed = 3;

const lanes = { slug: '10-lane-swims', name: '10 Lane Swims', price: 4500, validDays: 90, usages: 10 };
const classes = {
  slug: '5-group-exercise-classes',
  name: '5 Group Exercise Classes',
  price: 3600,
  validDays: 60,
  usages: 5,
};

async function activityAt(tx: Executor, demo: DemoPlace, venue: string, slug: string) {
  const [row] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, demo.clientId),
        eq(activities.venueId, demo.venueIds.get(venue)!),
        eq(activities.slug, slug),
      ),
    );
  return row!.id;
}

/**
 * The packages on sale: '10 Lane Swims' at Manchester Central and '5 Group Exercise Classes' (Spin) at every
 * centre, with the package price (free) on the sessions they cover; and their two demo customers.
 */
export async function seedDemoPackages(tx: Executor, demo: DemoContext): Promise<void> {
  const { clientId } = demo;
  const laneSwimming = await activityAt(tx, demo, 'manchester-central', 'lane-swimming');
  const spin = await activityAt(tx, demo, 'manchester-central', 'spin');
  const [lanesRow, classesRow] = await tx
    .insert(packages)
    .values([
      {
        clientId,
        slug: lanes.slug,
        name: lanes.name,
        descriptionHtml: '<p>Ten lane swims in the main pool, to use within 90 days.</p>',
        venueId: demo.venueIds.get('manchester-central')!,
        price: lanes.price,
        validDays: lanes.validDays,
        position: 1,
      },
      {
        clientId,
        slug: classes.slug,
        name: classes.name,
        descriptionHtml: '<p>Five Spin classes, to use within 60 days.</p>',
        venueId: null,
        price: classes.price,
        validDays: classes.validDays,
        position: 2,
      },
    ])
    .returning({ id: packages.id });
  await tx.insert(packageContents).values([
    { packageId: lanesRow!.id, activityId: laneSwimming, usages: lanes.usages },
    { packageId: classesRow!.id, activityId: spin, usages: classes.usages },
  ]);
  await tx.insert(pricingOptions).values(
    [laneSwimming, spin].map((activityId) => ({
      clientId,
      activityId,
      kind: 'package',
      name: 'Package',
      price: 0,
    })),
  );
  for (const member of [packageHolder, packageBuyer])
    await createUsersRepository(tx).insert({
      ...member,
      clientId,
      passwordHash: demo.passwordHash,
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    });
}

/** Jordan's packages, dated from the seed's day: the swims bought a week ago, the classes lapsed. */
export async function seedDemoPackageDays(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const { clientId } = demo;
  const [holder] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.reference, packageHolder.reference)));
  const rows = await tx
    .select({ id: packages.id, slug: packages.slug, validDays: packages.validDays })
    .from(packages)
    .where(and(eq(packages.clientId, clientId), inArray(packages.slug, [lanes.slug, classes.slug])));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const bought = [
    { row: bySlug.get(lanes.slug)!, at: daysAgo(7) },
    { row: bySlug.get(classes.slug)!, at: daysAgo(75) },
  ];
  const purchases = await tx
    .insert(packagePurchases)
    .values(
      bought.map(({ row, at }) => ({
        clientId,
        userId: holder!.id,
        packageId: row.id,
        status: 'active',
        purchasedAt: at,
        expiresAt: packageExpiry(at, row.validDays),
      })),
    )
    .returning({ id: packagePurchases.id, packageId: packagePurchases.packageId });
  const swims = purchases.find((p) => p.packageId === bySlug.get(lanes.slug)!.id)!;
  const [content] = await tx
    .select({ id: packageContents.id })
    .from(packageContents)
    .where(eq(packageContents.packageId, swims.packageId));
  await tx.insert(packageUsages).values(
    Array.from({ length: laneSwimsUsed }, (_, i) => ({
      clientId,
      purchaseId: swims.id,
      contentId: content!.id,
      usedAt: daysAgo(6 - i),
    })),
  );
}
