import { theme as themeContract } from '@leisure/contracts/theme';
import { sql } from 'drizzle-orm';
import { createClientsRepository } from '../modules/clients/clients.repository';
import { createThemeRepository } from '../modules/theme/theme.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createVenuesRepository } from '../modules/venues/venues.repository';
import type { Db, Executor } from '../platform/db/client';
import { hashPassword } from '../platform/password';
import { sanitiseHtml } from '../platform/sanitise-html';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoCourses } from './demo-courses';
import { seedDemoCredit } from './demo-credit';
import { seedDemoDashboard } from './demo-dashboard';
import { demoClient, demoCustomers, demoPassword, demoThemes, demoVenues } from './demo-data';
import { seedDemoImages } from './demo-images';
import { demoOperatorDetails, demoPrivacyPageHtml, demoTermsPageHtml } from './demo-pages';
import { seedDemoTimetable } from './demo-timetable';

/** Writes the demo operator into an empty database, in one transaction; a database with data is left alone. */
export async function seedDemoIfEmpty(db: Db): Promise<void> {
  if ((await createClientsRepository(db).count()) > 0) return;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction((tx) => seedDemo(tx, passwordHash));
  // Thousands of rows just arrived in empty tables: without fresh statistics the planner's first plans
  // (the timetable's, the sweeps') are made for empty tables and the first minute after a start is slow.
  await db.execute(sql`analyze`);
}

export async function seedDemo(tx: Executor, passwordHash: string): Promise<number> {
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
  await seedDemoDashboard(tx, demo);
  await seedDemoTimetable(tx, demo);
  await seedDemoCourses(tx, demo);
  await seedDemoCredit(tx, demo);
  await seedDemoImages(tx, demo);
  return client.id;
}
