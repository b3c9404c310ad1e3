import type { Executor } from '../../platform/db/client';

import type { ActivitiesService } from '../activities/activities.service';

export type { OccurrenceFacts } from '../activities/activities.service';

/** What the basket needs of the activities service: a session's facts, its rules, its price, its lock. */
export type BasketActivities = Pick<
  ActivitiesService,
  'getOccurrence' | 'bookability' | 'quote' | 'lockOccurrences'
>;

/** Whether the attendee already holds an active booking of the session (the bookings module answers). */
export type HasActiveBooking = (
  executor: Executor,
  clientId: number,
  userId: number,
  occurrenceId: number,
) => Promise<boolean>;
