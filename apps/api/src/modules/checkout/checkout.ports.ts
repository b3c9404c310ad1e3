import type { Executor, Tx } from '../../platform/db/client';
import type { CheckoutCart } from '../basket/basket-checkout';
import type { LinePrice } from '../basket/line-type';
import type { CreditsService } from '../credits/credits.service';
import type { AttendeeWaivers } from '../waivers/attendee-waivers';

/** A basket line and a locked basket as checkout reads them: the basket module's own types. */
export type { CheckoutCart, CheckoutLine } from '../basket/basket-checkout';

export type { LinePrice } from '../basket/line-type';

/** What checkout needs of the basket module, wired in services.ts. */
export type BasketForCheckout = {
  lockOpenCartForCheckout(
    tx: Tx,
    owner: { clientId: number; userId: number; deskCustomerId?: number },
  ): Promise<CheckoutCart | null>;
  heldPlacesByOthers(
    executor: Executor,
    occurrenceIds: number[],
    exceptCartId: number,
    now: Date,
  ): Promise<Map<number, number>>;
  repriceLines(tx: Tx, cartId: number, prices: LinePrice[]): Promise<void>;
  completeCart(tx: Tx, cartId: number, orderId: number): Promise<void>;
};

/** What checkout needs of the waivers module: the attendees' waivers checked, then signed. */
export type WaiversForCheckout = Pick<AttendeeWaivers, 'checkCompleted' | 'sign'>;
export type CreditsForCheckout = {
  /** What the customer may apply: 0 when the operator has credit switched off. */
  spendable: CreditsService['spendable'];
  enabled: CreditsService['enabled'];
  spend(
    tx: Tx,
    input: { clientId: number; userId: number; amount: number; orderId: number | null; reason: string },
  ): Promise<void>;
};
