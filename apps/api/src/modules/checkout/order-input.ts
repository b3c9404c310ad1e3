import type { CompletedWaiver } from '@leisure/contracts/checkout';
import type { Tx } from '../../platform/db/client';
import type { DeskTenderRequest } from '../basket/desk-tender-rules';
import type { BookedSession } from '../basket/line-type';
import type { LineTypes } from '../basket/line-types';
import type { PaymentRow } from '../payments/payments.service';
import type { BasketForCheckout, CreditsForCheckout, WaiversForCheckout } from './checkout.ports';
import type { Customer } from './order-confirmation';

export type PlaceOrderInput = {
  clientId: number;
  /** Whose order and whose basket: the customer (a staff member's own basket at front of house). */
  orderUserId: number;
  cartUserId: number;
  idempotencyKey: string;
  source: string;
  /** Credit to spend beside offline tenders; null for the credit put against the basket. */
  credit: number | null;
  /** Offline tenders (front of house); null for those put against the basket. */
  offline: { tenderType: string; amount: number }[] | null;
  payment: PaymentRow | null;
  /** The customer's pay call: the terms they accepted and the waivers they completed; front of house has none. */
  acceptedTerms?: number[];
  completedWaivers?: CompletedWaiver[];
  now: Date;
  /** The order's customer when the caller has them already (the signed-in person paying for themself). */
  customer?: Customer;
  /**
   * A sale at the desk: `cartUserId` is the staff member, whose basket for the customer (`orderUserId`)
   * is paid; its tenders are checked against the basket under its lock (desk-tender-rules.ts).
   */
  desk?: DeskSale;
};

export type DeskSale = {
  staffUserId: number;
  venueId: number;
  /** The pay call's tenders; null for those put against the basket. */
  tenders: DeskTenderRequest[] | null;
  /** Written in the order's transaction, once the order is made: the staff audit's row of the sale. */
  recorded: (tx: Tx, sale: { orderId: number; total: number }) => Promise<void>;
};

export type Placed =
  | { kind: 'existing'; orderId: number }
  | { kind: 'placed'; orderId: number; total: number; sessions: BookedSession[] };

export type PlaceOrderDeps = {
  lineTypes: LineTypes;
  basket: BasketForCheckout;
  credits: CreditsForCheckout;
  waivers?: WaiversForCheckout | undefined;
  /** Whether every active checkout term is among those accepted, read in the order's transaction. */
  termsAccepted?: ((tx: Tx, clientId: number, accepted: number[]) => Promise<boolean>) | undefined;
  /** How long the pay call has to capture after the commit before the sweep takes the capture up. */
  captureGraceMs?: number | undefined;
  /**
   * What follows from a basket's order in its own transaction, after its lines are fulfilled: a
   * membership cancellation waiting for the debts this basket paid (decision 045).
   */
  orderPlaced?:
    | ((tx: Tx, order: { clientId: number; cartId: number; orderId: number; at: Date }) => Promise<void>)
    | undefined;
};
