import { theme as themeContract } from '@leisure/contracts/theme';
import { eq, sql } from 'drizzle-orm';
import { createClientsRepository } from '../modules/clients/clients.repository';
import { clients } from '../modules/clients/clients.tables';
import { createThemeRepository } from '../modules/theme/theme.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createVenuesRepository } from '../modules/venues/venues.repository';
import { venues } from '../modules/venues/venues.tables';
import type { Db, Executor } from '../platform/db/client';
import { hashPassword } from '../platform/password';
import { sanitiseHtml } from '../platform/sanitise-html';
import { type DemoContext, type DemoPlace, seedDemoAccounts } from './demo-accounts';
import { seedDemoBenefits, seedDemoBenefitUses } from './demo-benefits';
import { seedDemoBilling, seedDemoBillingMember } from './demo-billing';
import { seedDemoCancellationMembers, seedDemoCancellations } from './demo-cancellation';
import { seedDemoCourseActivities, seedDemoCourseSessions } from './demo-courses';
import { seedDemoCredit } from './demo-credit';
import { seedDemoCustomQuestions } from './demo-custom-questions';
import { seedDemoDashboardCustomers, seedDemoDashboardDays } from './demo-dashboard';
import { demoClient, demoCustomers, demoPassword, demoThemes, demoVenues } from './demo-data';
import { seedDemoEligibility, seedDemoEligibilityMembers } from './demo-eligibility';
import { seedDemoFreezes, seedDemoFreezeTypesAndMembers } from './demo-freezes';
import { seedDemoGuestPassDays, seedDemoGuestPassMembers } from './demo-guest-passes';
import { seedDemoImages } from './demo-images';
import { seedDemoInstructedMember, seedDemoJoining } from './demo-joining';
import { seedDemoMemberships } from './demo-memberships';
import { seedDemoPackageDays, seedDemoPackages } from './demo-packages';
import { demoOperatorDetails, demoPrivacyPageHtml, demoTermsPageHtml } from './demo-pages';
import { seedDemoRenewingMember, seedDemoRenewingMembership } from './demo-renewal';
import { seedDemoSavedCards } from './demo-saved-cards';
import { seedDemoStaff } from './demo-staff';
import { seedDemoActivities, seedDemoSessions } from './demo-timetable';

/**
 * A schema that only a demo snapshot holds (seed/demo-snapshot.ts): its presence says the dated part is
 * still to write. It is dropped in the same transaction that writes that part, so a first start that dies
 * half-way is finished by the next one instead of leaving an operator without a timetable.
 */
export const datedPartPending = 'demo_dated_part_pending';

/** The tables the dated part fills: fresh statistics for them, the snapshot brought the others'. */
const datedTables = [
  'memberships',
  'occurrences',
  'bookings',
  'booking_bundles',
  'waiver_signatures',
  'penalties',
  'eligibility_documents',
  'credit_entries',
  'saved_cards',
  'direct_debit_mandates',
  'membership_benefit_uses',
  'guest_passes',
];

/**
 * Writes the demo operator into an empty database, in one transaction, or the dated part into a database
 * made from the demo snapshot; a database with data is left alone.
 */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<void> {
  if ((await createClientsRepository(db).count()) === 0) {
    const passwordHash = await hashPassword(demoPassword);
    await db.transaction(async (tx) => {
      const demo = await seedDemoOperator(tx, passwordHash);
      await seedDemoDays(tx, demo, now);
    });
    // Thousands of rows just arrived in empty tables: without fresh statistics the planner's first plans
    // (the timetable's, the sweeps') are made for empty tables and the first minute after a start is slow.
    await db.execute(sql`analyze`);
    return;
  }
  const pending = await db.execute(sql`select to_regnamespace(${datedPartPending}) is not null as pending`);
  if (!(pending as unknown as { rows: { pending: boolean }[] }).rows[0]?.pending) return;
  await db.transaction(async (tx) => {
    // Foreign keys unchecked for this transaction, as pg_restore --disable-triggers does: the rows are the
    // ones a full seed writes with every check on (demo-snapshot.integration.test.ts compares the two),
    // and checking each of 12,000 rows' six references is most of the first start's time.
    await tx.execute(sql`set local session_replication_role = replica`);
    await seedDemoDays(tx, await findDemoPlace(tx), now);
    // The replica role silenced the open-data triggers too (decision 055): the sessions join the feeds here.
    await tx.execute(sql`select open_data_touch_occurrences(array_agg(id)) from occurrences`);
    await tx.execute(sql.raw(`drop schema ${datedPartPending}`));
  });
  await db.execute(sql.raw(`analyze ${datedTables.join(', ')}`));
}

/** The demo operator and its venues, as the snapshot holds them. */
async function findDemoPlace(tx: Executor): Promise<DemoPlace> {
  const [client] = await tx.select({ id: clients.id }).from(clients).orderBy(clients.id).limit(1);
  if (!client) throw new Error('The demo snapshot holds no operator');
  const rows = await tx
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(eq(venues.clientId, client.id));
  return { clientId: client.id, venueIds: new Map(rows.map((v) => [v.slug, v.id])) };
}

/**
 * The part of the demo that is the same whatever the day: the operator, venues, themes, customers, forms,
 * waivers, activities, prices and pictures. The build keeps it as the demo snapshot.
 */
export async function seedDemoOperator(tx: Executor, passwordHash: string): Promise<DemoContext> {
  const client = await createClientsRepository(tx).insert({
    ...demoClient,
    footerHtml: await sanitiseHtml(demoClient.footerHtml),
    termsPageHtml: await sanitiseHtml(demoTermsPageHtml),
    privacyPageHtml: await sanitiseHtml(demoPrivacyPageHtml),
    ...demoOperatorDetails,
  });
  const venuesRepository = createVenuesRepository(tx);
  const venueIds = new Map<string, number>();
  for (const venue of demoVenues) {
    const row = await venuesRepository.insert({ ...venue, clientId: client.id });
    venueIds.set(venue.slug, row.id);
  }

  const themes = createThemeRepository(tx);
  await themes.insert({ clientId: client.id, ...themeContract.parse(demoThemes.operator) });
  for (const [slug, values] of Object.entries(demoThemes.venues)) {
    await themes.insert({
      clientId: client.id,
      venueId: venueIds.get(slug)!,
      ...themeContract.parse(values),
    });
  }

  const users = createUsersRepository(tx);
  for (const { homeVenueSlug, ...customer } of demoCustomers) {
    await users.insert({
      ...customer,
      clientId: client.id,
      passwordHash,
      homeVenueId: venueIds.get(homeVenueSlug) ?? null,
    });
  }
  const demo = { clientId: client.id, venueIds, passwordHash };
  await seedDemoAccounts(tx, demo);
  await seedDemoDashboardCustomers(tx, demo);
  await seedDemoStaff(tx, demo);
  await seedDemoActivities(tx, demo);
  await seedDemoCourseActivities(tx, demo);
  await seedDemoImages(tx, demo);
  await seedDemoMemberships(tx, demo);
  await seedDemoBenefits(tx, demo);
  await seedDemoCustomQuestions(tx, demo);
  await seedDemoJoining(tx, demo);
  await seedDemoRenewingMember(tx, demo);
  await seedDemoBillingMember(tx, demo);
  await seedDemoFreezeTypesAndMembers(tx, demo);
  await seedDemoCancellationMembers(tx, demo);
  await seedDemoEligibilityMembers(tx, demo);
  await seedDemoPackages(tx, demo);
  await seedDemoGuestPassMembers(tx, demo);
  return demo;
}

/**
 * The part that is relative to `now`: sessions from three days ago to 25 days ahead and their bookings,
 * the courses' weeks, memberships, signed waivers, fees, documents, credit and saved cards. Bulk inserts, written on
 * each first start (docs/decisions/026-demo-snapshot.md).
 */
export async function seedDemoDays(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  await seedDemoDashboardDays(tx, demo, now);
  await seedDemoSessions(tx, demo, now);
  await seedDemoCourseSessions(tx, demo, now);
  await seedDemoCredit(tx, demo);
  await seedDemoSavedCards(tx, demo, now);
  await seedDemoInstructedMember(tx, demo, now);
  await seedDemoBenefitUses(tx, demo, now);
  await seedDemoBilling(tx, demo, now);
  await seedDemoRenewingMembership(tx, demo, now);
  await seedDemoFreezes(tx, demo, now);
  await seedDemoCancellations(tx, demo, now);
  await seedDemoEligibility(tx, demo, now);
  await seedDemoPackageDays(tx, demo, now);
  await seedDemoGuestPassDays(tx, demo, now);
}
