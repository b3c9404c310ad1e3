import { and, eq, inArray } from 'drizzle-orm';
import { createMandatesRepository } from '../modules/direct-debit/mandates.repository';
import { hashPassCode, newPassCode } from '../modules/guest-passes/guest-pass-codes';
import { guestPasses } from '../modules/guest-passes/guest-passes.tables';
import { periodOf } from '../modules/memberships/billing-periods';
import { membershipCollections } from '../modules/memberships/membership-lifecycle.tables';
import { nextBillingDate } from '../modules/memberships/membership-pricing';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { recordOrder } from '../modules/orders/record-order';
import { packageExpiry } from '../modules/packages/packages.service';
import { packagePurchases, packages } from '../modules/packages/packages.tables';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { sandboxDirectDebitMandates } from '../platform/direct-debit/sandbox-direct-debit.tables';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';
import { gymAndSwimOption } from './demo-membership-options';

/** Holds a running Gym & Swim (2 guest passes a month) and a 'Bring a Friend': she has sent none yet. */
export const guestPassSender = {
  reference: 'C100090',
  firstName: 'Hannah',
  lastName: 'Price',
  email: 'hannah.price@example.com',
  dateOfBirth: '1991-08-21',
};
/** Sent 25 passes from a package that has since expired: none left, and three pages of passes. */
export const guestPassHistory = {
  reference: 'C100091',
  firstName: 'Marcus',
  lastName: 'Bell',
  email: 'marcus.bell@example.com',
  dateOfBirth: '1984-02-09',
};
export const marcusPasses = 25;

const bringAFriend = {
  slug: 'bring-a-friend',
  name: 'Bring a Friend',
  descriptionHtml: '<p>Three guest passes to send to friends, for any of our centres, within 60 days.</p>',
  price: 1200,
  validDays: 60,
  guestPasses: 3,
  position: 3,
};
/** Off sale: only Marcus's expired purchase remains of it. */
const friendsForASeason = {
  slug: 'friends-for-a-season',
  name: 'Friends for a Season',
  descriptionHtml: '<p>Twenty-five guest passes for any of our centres, within 90 days.</p>',
  price: 7500,
  validDays: 90,
  guestPasses: marcusPasses,
  position: 4,
  active: false,
};
const hannahBillingDay = 3;

/** The guest-pass packages and their two demo members (part of the snapshot). */
export async function seedDemoGuestPassMembers(tx: Executor, demo: DemoContext): Promise<void> {
  await tx
    .insert(packages)
    .values([bringAFriend, friendsForASeason].map((p) => ({ ...p, clientId: demo.clientId, venueId: null })));
  await createUsersRepository(tx).insert({
    ...guestPassSender,
    clientId: demo.clientId,
    passwordHash: demo.passwordHash,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
  });
  await createUsersRepository(tx).insert({
    ...guestPassHistory,
    clientId: demo.clientId,
    passwordHash: demo.passwordHash,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
  });
}

/**
 * Dated from the seed's day: Hannah's monthly Gym & Swim, begun 50 days ago and paid by direct debit so
 * far, and her 'Bring a Friend' bought at reception 5 days ago; Marcus's season of passes, bought 100
 * days ago and ended 10 days ago, and the 25 passes he sent from it, some redeemed, the rest expired.
 * The codes are random and printed nowhere: the passes are only there to be listed.
 */
export async function seedDemoGuestPassDays(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const { clientId } = demo;
  const people = await tx
    .select({ id: users.id, reference: users.reference })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        inArray(users.reference, [guestPassSender.reference, guestPassHistory.reference]),
      ),
    );
  const idOf = (reference: string) => people.find((p) => p.reference === reference)!.id;
  const hannah = idOf(guestPassSender.reference);
  const marcus = idOf(guestPassHistory.reference);
  const rows = await tx
    .select({ id: packages.id, slug: packages.slug, validDays: packages.validDays, price: packages.price })
    .from(packages)
    .where(
      and(
        eq(packages.clientId, clientId),
        inArray(packages.slug, [bringAFriend.slug, friendsForASeason.slug]),
      ),
    );
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  await seedHannahsMembership(tx, demo, hannah, now);
  const friend = bySlug.get(bringAFriend.slug)!;
  const boughtAt = daysAgo(5);
  const orderId = await recordOrder(tx, {
    clientId,
    userId: hannah,
    cartId: 0,
    idempotencyKey: `demo-${guestPassSender.reference}-bring-a-friend`,
    total: friend.price,
    paymentType: 'cash',
    source: 'foh',
    item: { type: 'package', name: bringAFriend.name, purchasedForUserId: hannah, price: friend.price },
  });
  await tx.insert(packagePurchases).values({
    clientId,
    userId: hannah,
    packageId: friend.id,
    orderId,
    status: 'active',
    purchasedAt: boughtAt,
    expiresAt: packageExpiry(boughtAt, friend.validDays),
  });

  const season = bySlug.get(friendsForASeason.slug)!;
  const seasonBought = daysAgo(100);
  const seasonEnds = packageExpiry(seasonBought, season.validDays);
  const [purchase] = await tx
    .insert(packagePurchases)
    .values({
      clientId,
      userId: marcus,
      packageId: season.id,
      status: 'active',
      purchasedAt: seasonBought,
      expiresAt: seasonEnds,
    })
    .returning({ id: packagePurchases.id });
  const venueIds = [...demo.venueIds.values()];
  await tx.insert(guestPasses).values(
    Array.from({ length: marcusPasses }, (_, i) => {
      // One every three days or so, from 95 days ago to 23 days ago: each one's week has passed.
      const sentAt = daysAgo(95 - i * 3);
      const validTo = new Date(Math.min(sentAt.getTime() + 7 * 86_400_000, seasonEnds.getTime()));
      const redeemed = i % 3 !== 2;
      return {
        clientId,
        userId: marcus,
        sentByUserId: marcus,
        venueId: venueIds[i % venueIds.length]!,
        guestName: guestNames[i % guestNames.length]!,
        guestEmail: `${guestNames[i % guestNames.length]!.toLowerCase().replace(' ', '.')}@example.com`,
        codeHash: hashPassCode(newPassCode()),
        packagePurchaseId: purchase!.id,
        validFrom: sentAt,
        validTo,
        redeemedAt: redeemed ? new Date(sentAt.getTime() + 2 * 86_400_000) : null,
        createdAt: sentAt,
      };
    }),
  );
}

const guestNames = ['Olivia Grant', 'Tom Fletcher', 'Priya Nair', 'Ben Walsh', 'Ella Hughes', 'Jack Dunn'];

/** Hannah's Gym & Swim, by direct debit from 50 days ago, like Riley's: each collection begun, paid. */
async function seedHannahsMembership(tx: Executor, demo: DemoPlace, userId: number, now: Date) {
  const option = await gymAndSwimOption(tx, demo.clientId, { paymentType: 'recurring' });
  if (!option) throw new Error('Hannah needs gym-and-swim');
  const today = localDate(now);
  const started = addDays(today, -50);
  const startsAt = startOfLocalDay(started);
  const reference = 'MD-DEMO-HANNAH';
  await tx.insert(sandboxDirectDebitMandates).values({
    id: reference,
    idempotencyKey: `demo-${reference}`,
    status: 'active',
    accountHolder: 'Hannah Price',
    sortCode: '200000',
    accountNumberEnding: '90',
    bankName: 'Barclays',
    createdAt: startsAt,
  });
  const mandateId = await createMandatesRepository(tx).insert({
    clientId: demo.clientId,
    userId,
    provider: 'sandbox',
    providerReference: reference,
    status: 'active',
    accountHolder: 'Hannah Price',
    accountNumberCipher: 'held-by-provider',
    accountNumberEnding: '90',
    sortCode: '200000',
    bankName: 'Barclays',
    submittedAt: startsAt,
  });
  const firstBillingDate = nextBillingDate(started, hannahBillingDay);
  const membershipId = await createMembershipsRepository(tx).insert({
    clientId: demo.clientId,
    userId,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    reference: 'M100090',
    name: option.name,
    status: 'active',
    startsAt,
    membershipTypeId: option.typeId,
    paymentOptionId: option.id,
    paymentType: 'recurring',
    baseFee: option.baseFee,
    billingDay: hannahBillingDay,
    firstBillingDate,
    mandateId,
    orderId: null,
  });
  const begun = [];
  for (let n = 1; periodOf(firstBillingDate, n).start <= today; n++)
    begun.push(periodOf(firstBillingDate, n));
  if (begun.length > 0)
    await tx.insert(membershipCollections).values(
      begun.map((p, i) => ({
        clientId: demo.clientId,
        membershipId,
        periodStart: p.start,
        periodEnd: p.end,
        amount: option.baseFee,
        chargeDate: p.start,
        status: 'paid',
        providerReference: `PM-DEMO-HANNAH-${i + 1}`,
        attempts: 1,
        settledAt: new Date(Math.min(startOfLocalDay(addDays(p.start, 1)).getTime(), now.getTime())),
      })),
    );
}
