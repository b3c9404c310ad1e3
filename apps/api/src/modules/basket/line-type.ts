import type { CartItem, cartAddItem, cartUpdateRequest } from '@leisure/contracts/cart';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../platform/db/client';
import type { BasketOwner } from './basket-owner';

/**
 * The plug-in a module implements for each kind of basket line it owns (docs/decisions/019-line-types.md).
 * The basket and checkout know lines only through this interface and the registry built in services.ts:
 * how a line is added and priced (quote), what it holds and for how long (hold), what must still be true
 * when the customer pays (check at pay), what it becomes in the order's transaction (fulfil), how it is
 * shown, and how it is undone when its order cannot be paid (reverse).
 */
export type LineType = {
  /** For messages and logs. */
  readonly name: string;
  /** The `items[].type` values of the cart add call this type takes. */
  readonly addTypes: readonly string[];
  /** The `cartableType` of every line it writes, its child lines' included. */
  readonly cartableTypes: readonly string[];
  /** Membership credit pays only for the lines of types that say so. */
  readonly membershipCredit?: boolean;

  /**
   * An optional refusal from a plain read, before any lock is taken: on a release morning most adds meet a
   * full session, and answering those early keeps them from queueing behind the ones that will get a place.
   */
  refuseEarly?(
    db: Db,
    clientId: number,
    items: AddItem[],
    heldPlaces: (occurrenceIds: number[]) => Promise<Map<number, number>>,
    at: Date,
  ): Promise<void>;
  /** Writes the items' lines, priced and holding what they take, in the caller's transaction. */
  add(tx: Tx, basket: LineBasket, items: AddItem[]): Promise<void>;
  /** A new pricing option or attendee; without it a line cannot be changed (422). */
  change?(tx: Tx, basket: LineBasket, line: BasketLine, input: LineChange): Promise<void>;
  /** Prices the line again for its attendee, with a choice (a benefit or a package taken off). */
  requote?(tx: Tx, basket: LineBasket, line: BasketLine, choice: QuoteChoice): Promise<void>;
  /** Holds again, where it is still free, the places of lines whose hold has run out. */
  rehold?(tx: Tx, basket: LineBasket, lines: BasketLine[]): Promise<void>;
  /**
   * At sign-in, whether a visitor's line may join the customer's basket (then the basket moves it, for
   * the customer, and prices it again with `requote`); without it the line stays behind.
   */
  mayAdopt?(tx: Tx, basket: LineBasket, line: BasketLine): Promise<boolean>;
  /** How each line reads in the basket (the spec's cartableResource), by line id. */
  show(executor: Executor, clientId: number, lines: BasketLine[]): Promise<Map<number, Resource>>;
  /** What the attendees will do that may need a waiver signed. */
  attendances?(
    executor: Executor,
    clientId: number,
    lines: BasketLine[],
    attendeeOf: (line: BasketLine) => number | null,
  ): Promise<Attendance[]>;

  /**
   * Inside the order's transaction, before its first write: locks what the lines take, refuses (throws)
   * what can no longer be had, and answers the lines whose price has changed since they were added, and
   * how to fulfil the lines with what the check found. What a live hold already guarantees may be left
   * unlocked here and taken by `claim` at the end (docs/decisions/027-the-release-herd.md).
   */
  checkAtPay(tx: Tx, order: PayingBasket, lines: BasketLine[]): Promise<CheckedLines>;
  /** Lets go of what lines held once they leave the basket without an order (removed, or the basket cleared). */
  removed?(tx: Tx, clientId: number, lines: BasketLine[]): Promise<void>;
  /** What the order item of a line records. */
  orderItem(line: BasketLine, order: PayingBasket): { type: string; purchasedForUserId: number | null };
  /** Undoes what an order made of this type (it could not be paid): the descriptions for the email. */
  reverse(tx: Tx, order: { clientId: number; orderId: number; at: Date }): Promise<string[]>;
};

export type AddItem = z.infer<typeof cartAddItem>;
export type LineChange = z.infer<typeof cartUpdateRequest>;
export type QuoteChoice = {
  pricingOptionId?: number | undefined;
  applyBenefit?: boolean;
  applyPackage?: boolean;
};
export type Resource = CartItem['cartableResource'];
export type { BasketOwner };

/** A basket line as line types read it. */
export type BasketLine = {
  id: number;
  cartableType: string;
  /** What the line is of: a session, a course, a fee (the owning type knows). */
  cartableId: number | null;
  /** The session whose place the line holds, if it holds one. */
  occurrenceId: number | null;
  pricingOptionId: number | null;
  purchasedForUserId: number | null;
  parentItemId: number | null;
  unitPrice: number;
  quantity: number;
  benefitApplied: boolean;
  packageApplied: boolean;
  holdExpiresAt: Date | null;
  name: string;
};

/** A line as a type writes it; `parentItemId` names a line written before it. */
export type NewBasketLine = Partial<
  Pick<
    BasketLine,
    | 'cartableId'
    | 'occurrenceId'
    | 'pricingOptionId'
    | 'purchasedForUserId'
    | 'parentItemId'
    | 'benefitApplied'
    | 'packageApplied'
    | 'holdExpiresAt'
  >
> &
  Pick<BasketLine, 'cartableType' | 'name' | 'unitPrice'>;

export type LinePatch = Partial<
  Pick<
    BasketLine,
    | 'pricingOptionId'
    | 'purchasedForUserId'
    | 'unitPrice'
    | 'benefitApplied'
    | 'packageApplied'
    | 'holdExpiresAt'
  >
>;

/** One basket, open for a write, as the basket module lends it to a line type. */
export type LineBasket = {
  owner: BasketOwner;
  cartId: number;
  now: Date;
  /** Until when a place taken now is held. */
  holdUntil: (at: Date) => Date;
  /** The attendee of a new line: the one named (already checked) or the basket's default; null for a visitor. */
  attendeeOf: (named: number | undefined) => number | null;
  store: LineStore;
};

/** The basket's lines, read and written in the caller's transaction. */
export type LineStore = {
  lines(): Promise<BasketLine[]>;
  /** The new line's id, or null when the same thing is in the basket already (a unique key). */
  insert(line: NewBasketLine): Promise<number | null>;
  update(lineId: number, patch: LinePatch): Promise<void>;
  /** Takes lines out (their child lines go with them). */
  remove(lineIds: number[]): Promise<void>;
  /** Places held in the sessions by live lines of every basket, this one's included. */
  heldPlaces(occurrenceIds: number[]): Promise<Map<number, number>>;
};

/** A locked basket being paid for, as checkout lends it to a line type. */
export type PayingBasket = {
  clientId: number;
  cartId: number;
  /** Whose order it is. */
  orderUserId: number;
  /** Who a line is for (at front of house the staff member's own lines are for the customer served). */
  attendeeOf: (line: BasketLine) => number;
  now: Date;
  /** Places held in the sessions by other baskets' live lines. */
  heldByOthers(occurrenceIds: number[]): Promise<Map<number, number>>;
};

export type Fulfilment = PayingBasket & {
  orderId: number;
  /** What each line already fulfilled made (a course's bundle for its sessions' lines), by line id. */
  made: Map<number, number>;
};

/** A session booked by an order, for the confirmation email and its calendar file. */
export type BookedSession = {
  bookingId: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  venueName: string;
  locationName: string;
  attendeeUserId: number;
  price: string;
};

export type Fulfilled = { made?: number; sessions?: BookedSession[] };

export type CheckedLines = {
  stale: LinePrice[];
  /** What a line becomes once its order item exists, in the order's transaction. */
  fulfil(tx: Tx, order: Fulfilment, line: BasketLine, orderItemId: number): Promise<Fulfilled>;
  /**
   * Optional, at the end of the order's writes (before its credit when it spends some): takes what many
   * orders contend for and `checkAtPay` chose not to lock (a popular session's places, paid on the strength
   * of live holds), in registry order and within the type in id order. Last, so the contended row stays
   * locked only to the commit; what the order wrote that refers to it holds a key-share lock, which no
   * place-taker waits for (sessions are locked FOR NO KEY UPDATE). `commit`: taken as the order commits,
   * the row locked for the commit alone; `now`: here, for an order that locks more after it (its credit).
   */
  claim?(tx: Tx, order: Fulfilment, when: 'now' | 'commit'): Promise<void>;
};

export type LinePrice = {
  lineId: number;
  unitPrice: number;
  pricingOptionId: number | null;
  benefitApplied: boolean;
  packageApplied: boolean;
};

/** Someone attending a session (the waivers module decides which waivers that needs). */
export type Attendance = { userId: number; session: { requiresInduction: boolean } };

/** How a line that names no session reads in the basket: its name and nothing else. */
export function plainResource(line: Pick<BasketLine, 'name' | 'occurrenceId'>): Resource {
  return {
    name: line.name,
    venueName: null,
    duration: null,
    newMembership: false,
    date: null,
    startsAt: null,
    endsAt: null,
    location: null,
    occurrenceId: line.occurrenceId === null ? null : String(line.occurrenceId),
    activitySlug: null,
    venueSlug: null,
  };
}

export const alreadyInBasketMessage = 'This session is already in your basket.';
export const signInToBookMessage = 'Please sign in to book this activity.';
export const priceChangedMessage =
  'The price of an item in your basket has changed. Please review your basket and pay again.';
