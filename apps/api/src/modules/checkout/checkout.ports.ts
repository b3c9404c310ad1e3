import type { Executor, Tx } from '../../platform/db/client';
import type { ActivitiesService } from '../activities/activities.service';
import type { CheckoutCart } from '../basket/basket-checkout';
import type { CreditsService } from '../credits/credits.service';
import type { AttendeeWaivers } from '../waivers/attendee-waivers';

/** A basket line and a locked basket as checkout reads them: the basket module's own types. */
export type { CheckoutCart, CheckoutLine } from '../basket/basket-checkout';

export type LinePrice = {
  lineId: number;
  unitPrice: number;
  pricingOptionId: number;
  benefitApplied: boolean;
  packageApplied: boolean;
};

/** What checkout needs of the basket module, wired in services.ts. */
export type BasketForCheckout = {
  lockOpenCartForCheckout(tx: Tx, owner: { clientId: number; userId: number }): Promise<CheckoutCart | null>;
  heldPlacesByOthers(
    executor: Executor,
    occurrenceIds: number[],
    exceptCartId: number,
    now: Date,
  ): Promise<Map<number, number>>;
  repriceLines(tx: Tx, cartId: number, prices: LinePrice[]): Promise<void>;
  completeCart(tx: Tx, cartId: number, orderId: number): Promise<void>;
};

export type ActivitiesForCheckout = Pick<
  ActivitiesService,
  'getOccurrence' | 'lockOccurrences' | 'bookability' | 'quote' | 'adjustBookedCount'
>;
/** What checkout needs of the courses module: a course line's price now, and the course booking it makes. */
export type CoursesForCheckout = {
  quoteCourse(
    tx: Tx,
    clientId: number,
    courseId: number,
  ): Promise<{ price: number; pricingOptionId: number } | null>;
  createBundle(
    tx: Tx,
    values: {
      clientId: number;
      activityId: number;
      userId: number;
      bookedByUserId: number;
      orderId: number;
      orderItemId: number;
      totalPrice: number;
    },
  ): Promise<number>;
};
/** What checkout needs of the waivers module: the attendees' waivers checked, then signed. */
export type WaiversForCheckout = Pick<AttendeeWaivers, 'checkCompleted' | 'sign'>;
export type CreditsForCheckout = {
  balance: CreditsService['balance'];
  spend(
    tx: Tx,
    input: { clientId: number; userId: number; amount: number; orderId: number | null; reason: string },
  ): Promise<void>;
};
