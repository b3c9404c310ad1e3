import type { Cart } from '@leisure/contracts/cart';
import type {
  DeskAppliedTender,
  DeskCardPayment,
  DeskCardPaymentRequest,
  DeskCart,
  DeskPaid,
  DeskPayRequest,
} from '@leisure/contracts/foh-desk';
import { deskReceiptPdfPath, deskReceiptPrintPath } from '@leisure/contracts/foh-desk-rules';
import { toPrice } from '@leisure/contracts/money';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { BasketAnswer, BasketCaller } from '../basket/basket.service';
import { type SettledTender, settleDesk, type Tender } from '../basket/desk-tender-rules';
import type { OrderTenderRow } from '../orders/orders.service';
import { recordStaffAction } from '../staff/staff-audit';
import type { StaffContext } from '../staff/staff-guard';
import type { DeskDeps } from './desk.ports';

export const chooseDeskVenueMessage = 'Please choose the venue you are working at before taking payment.';
export const deskKeyNeededMessage = 'An Idempotency-Key header (8 to 100 letters, digits, _ or -) is needed.';
export const keyUsedElsewhereMessage = 'This idempotency key was used for another order.';

const validKey = (key: string | undefined) => (key && /^[\w-]{8,100}$/.test(key) ? key : undefined);

type Card = { brand: string; lastFour: string } | null;

export function appliedTender(t: SettledTender, currency: string, card: Card = null): DeskAppliedTender {
  return {
    tenderType: t.tenderType,
    amount: toPrice(t.amount, currency),
    tendered: toPrice(t.tendered, currency),
    change: toPrice(t.change, currency),
    reference: t.reference,
    card,
  };
}

/** An order's tenders as recorded, each card tender with its card from the gateway. */
export async function orderTenders(
  deps: Pick<DeskDeps, 'checkout'>,
  clientId: number,
  rows: OrderTenderRow[],
  currency: string,
) {
  const settled: SettledTender[] = rows.map((t) => ({
    tenderType: t.tenderType as SettledTender['tenderType'],
    amount: t.amount,
    tendered: t.tendered,
    change: t.tendered - t.amount,
    reference: t.reference,
    paymentId: t.paymentId,
  }));
  const applied = await Promise.all(
    settled.map(async (t) =>
      appliedTender(t, currency, t.paymentId ? await deps.checkout.cardOf(clientId, t.paymentId) : null),
    ),
  );
  return { applied, change: settled.reduce((sum, t) => sum + t.change, 0) };
}

/** The Cart, and what each tender pays of it with the change (cash is kept as the amount handed over). */
export function deskCartOf(cart: Cart, currency: string): DeskCart {
  // The basket's tenders as the basket module read them: a cheque's or voucher's with its reference.
  const settled = settleDesk(cart.totals.total, cart.payments as Tender[]);
  return {
    ...cart,
    tenders: settled.tenders.map((t) => appliedTender(t, currency)),
    changeDue: toPrice(settled.changeDue, currency),
  };
}

/**
 * The desk basket and its pay call: the basket module's cart calls for a staff member's basket for one
 * customer (carts.kind 'foh'), and the checkout's desk sale, recorded in the staff audit (decision 053).
 */
export function createDeskSale(deps: DeskDeps) {
  const currencyOf = async (clientId: number) => (await deps.operatorOf(clientId)).currency;

  function callerOf(
    session: SessionContext,
    staff: StaffContext,
    selectedUserId: number | undefined,
  ): BasketCaller {
    return { clientId: staff.clientId, session, visitorKey: null, selectedUserId, desk: true };
  }

  async function answer(staff: StaffContext, pending: Promise<BasketAnswer | Cart>): Promise<DeskCart> {
    const [result, currency] = await Promise.all([pending, currencyOf(staff.clientId)]);
    return deskCartOf('cart' in result ? result.cart : result, currency);
  }

  return {
    callerOf,
    answer,

    async pay(
      session: SessionContext,
      staff: StaffContext,
      body: DeskPayRequest,
      headerKey: string | undefined,
    ): Promise<DeskPaid> {
      const venueId = staff.deskVenueId;
      if (!venueId) throw unprocessable({ venue_id: [chooseDeskVenueMessage] }, chooseDeskVenueMessage);
      const key = body.idempotencyKey ?? validKey(headerKey);
      if (!key) throw unprocessable({ idempotency_key: [deskKeyNeededMessage] }, deskKeyNeededMessage);
      const customerId = body.selectedUserId;
      // The customer is checked as the basket's calls check it: an account holder of the operator.
      await deps.basket.getCart(callerOf(session, staff, customerId));
      const { orderId } = await deps.checkout.payAtDesk({
        clientId: staff.clientId,
        staffUserId: staff.userId,
        venueId,
        customerId,
        tenders: body.payments ?? null,
        terms: body.terms,
        completedWaivers: body.completedWaivers,
        idempotencyKey: key,
        recorded: (tx, sale) =>
          recordStaffAction(tx, {
            clientId: staff.clientId,
            staffUserId: staff.userId,
            customerUserId: customerId,
            venueId,
            action: 'sale',
            amount: sale.total,
            detail: { orderId: sale.orderId },
          }),
      });
      const sale = await deps.orders.deskSale(staff.clientId, orderId);
      if (!sale) throw new HttpError(409, keyUsedElsewhereMessage);
      const currency = await currencyOf(staff.clientId);
      const tenders = await orderTenders(deps, staff.clientId, sale.tenders, currency);
      return {
        orderId,
        uuid: sale.row.uuid,
        total: toPrice(sale.row.total, currency),
        tenders: tenders.applied,
        changeDue: toPrice(tenders.change, currency),
        receipt: { printUrl: deskReceiptPrintPath(orderId), pdfUrl: deskReceiptPdfPath(orderId) },
      };
    },

    /** A card payment for the customer's desk basket, taken by this staff member (POST …/card-payment). */
    async startCard(
      session: SessionContext,
      staff: StaffContext,
      body: DeskCardPaymentRequest,
      headerKey: string | undefined,
    ): Promise<DeskCardPayment> {
      if (!staff.deskVenueId)
        throw unprocessable({ venue_id: [chooseDeskVenueMessage] }, chooseDeskVenueMessage);
      const key = body.idempotencyKey ?? validKey(headerKey);
      if (!key) throw unprocessable({ idempotency_key: [deskKeyNeededMessage] }, deskKeyNeededMessage);
      const customerId = body.selectedUserId;
      await deps.basket.getCart(callerOf(session, staff, customerId));
      return deps.checkout.startDeskCard({
        clientId: staff.clientId,
        staffUserId: staff.userId,
        customerId,
        amount: body.amount,
        presence: body.presence,
        idempotencyKey: key,
      });
    },
  };
}
export type DeskSale = ReturnType<typeof createDeskSale>;
