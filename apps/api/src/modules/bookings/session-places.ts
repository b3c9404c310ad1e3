import type { ActivitiesService } from '../activities/activities.service';
import { createPlaceBookings, type PlaceBookingsDeps } from './place-bookings';
import { createPlaceHolds } from './place-holds';
import { createSessionShown } from './session-resource';

export { alreadyBookedMessage } from './place-holds';

export type PlacesDeps = {
  activities: Pick<
    ActivitiesService,
    | 'getOccurrence'
    | 'lockOccurrences'
    | 'bookability'
    | 'adjustBookedCount'
    | 'claimAtCommit'
    | 'checkHoldsAtCommit'
  >;
  placeFreed?: PlaceBookingsDeps['placeFreed'];
};

/**
 * Places in sessions, as the lines that hold them use them (the session's and the course's line types):
 * held in a basket (place-holds.ts), checked, booked and given back at pay (place-bookings.ts), and shown
 * (session-resource.ts).
 */
export function createSessionPlaces(deps: PlacesDeps) {
  const holds = createPlaceHolds(deps);
  return { ...holds, ...createPlaceBookings(deps, holds), ...createSessionShown(deps) };
}
export type SessionPlaces = ReturnType<typeof createSessionPlaces>;
