import type { Executor } from '../../platform/db/client';

/** A course as the basket books it: its whole price and its sessions still to come, first first. */
export type CourseForBasket = {
  id: number;
  name: string;
  price: number;
  pricingOptionId: number;
  allowsAnonymousBookings: boolean;
  sessionIds: number[];
};

/**
 * What the basket needs of the courses module (docs/decisions/012-course-bookings.md), wired in
 * services.ts; without it (unit wiring) there are no courses and a course add is a 404.
 */
export type BasketCourses = {
  courseForBasket(
    executor: Executor,
    clientId: number,
    courseId: number,
    at: Date,
  ): Promise<CourseForBasket | null>;
  isCourseActivity(executor: Executor, clientId: number, activityId: number): Promise<boolean>;
  hasActiveBundle(executor: Executor, clientId: number, userId: number, courseId: number): Promise<boolean>;
};

/** A course's line in a basket: the parent, priced for the whole course; its sessions are child lines. */
export const courseLineType = 'av2BookingBundle';
/** A session's line under a course's line: it holds the place, at no price of its own. */
export const courseSessionLineType = 'av2Booking';
