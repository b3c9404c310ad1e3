import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities, occurrences } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { waitlistEntries } from './waitlists.tables';

/** What an offer's email needs: the operator's name and offer time, and who is told of each offer. */
export function createOfferMailRepository(db: Executor) {
  return {
    /** The operator's name and offer time, for offers and their emails. */
    async operator(clientId: number) {
      const [row] = await db
        .select({
          name: clients.name,
          currency: clients.currency,
          offerMinutes: clients.waitlistOfferMinutes,
        })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    /** Who is told of each offer: the one who joined, with the session's name, time and venue. */
    recipients(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: waitlistEntries.id,
          clientId: waitlistEntries.clientId,
          email: users.email,
          firstName: users.firstName,
          offerExpiresAt: waitlistEntries.offerExpiresAt,
          activityName: activities.name,
          startsAt: occurrences.startsAt,
          venueName: venues.name,
          timeZone: venues.timeZone,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.joinedByUserId))
        .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
        .innerJoin(activities, eq(activities.id, occurrences.activityId))
        .innerJoin(venues, eq(venues.id, occurrences.venueId))
        .where(inArray(waitlistEntries.id, ids));
    },
  };
}
