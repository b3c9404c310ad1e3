import { createActivitiesService } from '../modules/activities/activities.service';
import { createActivityPrices } from '../modules/activities/activity-prices';
import { createTimetableService } from '../modules/activities/timetable.service';
import { heldPlaces } from '../modules/basket/basket.repository';
import { ownBookings } from '../modules/bookings/bookings.service';
import type { ClientsService } from '../modules/clients/clients.service';
import { benefitActivitiesOn, benefitFor } from '../modules/memberships/membership-benefits';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { packageUses } from '../modules/packages/package-uses';
import { createVenuesRepository } from '../modules/venues/venues.repository';
import { ownWaitlistEntries } from '../modules/waitlists/waitlists.repository';
import type { Db, Executor } from '../platform/db/client';
import { recentlyRead } from '../platform/recently-read';

/** Sessions, their places and prices; holds and bookings come from the basket and bookings modules. */
export function createActivityServices(db: Db, clients: ClientsService) {
  const venueFacts = (executor: Executor) => createVenuesRepository(executor);
  // Every timetable request reads the operator's venues; they change a few times a year.
  const venuesOf = recentlyRead(30_000, (clientId: number, executor: Executor) =>
    venueFacts(executor).list(clientId),
  );
  const activities = createActivitiesService({
    venuesOf: (executor, clientId) => venuesOf(clientId, executor),
    hasActiveMembership: (executor, clientId, userId, now) =>
      createMembershipsRepository(executor).hasActive(clientId, userId, now),
    benefitLeft: async (executor, question) => (await benefitFor(executor, question)) !== null,
    benefitActivities: benefitActivitiesOn,
    packageLeft: packageUses.left,
    packageActivities: packageUses.activities,
    heldPlaces,
    ownBookings,
    ownWaitlistEntries,
  });
  const timetable = createTimetableService({
    db,
    activities,
    findVenue: async (clientId, slug) =>
      (await venuesOf(clientId, db)).find((venue) => venue.slug === slug) ?? null,
    currencyOf: clients.currencyOf,
  });
  const activityPrices = createActivityPrices({ db, currencyOf: clients.currencyOf });
  return { activities, timetable, activityPrices };
}
