import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';

/** The customer's private calendar feed: the https address and the same address for calendar apps. */
export const calendarFeed = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedResponse = dataEnvelope(calendarFeed);

export const bookingCalendarParams = z.object({ id: recordIdParam });
/** The feed's path: a token of 43 base64url characters and `.ics`. */
export const calendarFeedParams = z.object({ file: z.string().max(100) });
