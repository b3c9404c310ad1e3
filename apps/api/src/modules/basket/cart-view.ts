import { type Cart, type CartItem, cartableTypes } from '@leisure/contracts/cart';
import { toPrice } from '@leisure/contracts/money';
import type { CartLineRow, CartRow } from './basket.repository';
import { deskMaxCredit, settleDesk } from './desk-tender-rules';
import type { Tender } from './tender-rules';
import { maxApplicableCredit } from './tender-rules';

type CartableType = (typeof cartableTypes)[number];

export type CartFacts = {
  cart: CartRow | null;
  lines: CartLineRow[];
  /** How each line reads (its line type's answer). */
  resourceOf: (line: CartLineRow) => CartItem['cartableResource'];
  /** Membership credit pays only for the lines whose type says so. */
  paysWithMembershipCredit: (line: CartLineRow) => boolean;
  attendeeNames: Map<number, string>;
  /** The waivers the attendees must still sign (the waivers module's answer). */
  waivers: { userId: number; waiverSlug: string; waiverName: string }[];
  tenders: Tender[];
  balances: { general: number; membership: number };
  currency: string;
  ownerUserId: number | null;
  /** A staff member's basket at the desk: cash beyond the balance is change, and receipts print. */
  desk?: boolean;
};

export const lineTotal = (line: Pick<CartLineRow, 'unitPrice' | 'quantity'>) =>
  line.unitPrice * line.quantity;

/** What a basket costs: every line, child lines included, at the price it was quoted. */
export function totalOf(lines: Pick<CartLineRow, 'unitPrice' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

function itemOf(line: CartLineRow, facts: CartFacts): Omit<CartItem, 'childItems'> {
  const cartableType = (cartableTypes as readonly string[]).includes(line.cartableType)
    ? (line.cartableType as CartableType)
    : 'other';
  return {
    id: line.id,
    name: line.name,
    price: toPrice(lineTotal(line), facts.currency),
    quantity: line.quantity,
    cartableType,
    cartableId: line.cartableId,
    cartableResource: facts.resourceOf(line),
    membershipUserId: facts.ownerUserId,
    purchasedForUserId: line.purchasedForUserId,
    attendeeName: line.purchasedForUserId ? (facts.attendeeNames.get(line.purchasedForUserId) ?? null) : null,
    pricingOptionId: line.pricingOptionId,
    benefitApplied: line.benefitApplied,
    packageApplied: line.packageApplied,
    holdExpiresAt: line.holdExpiresAt?.toISOString() ?? null,
  };
}

/** The Cart of spec part 1 §3 from a basket's rows; a basket not yet saved is an empty one. */
export function toCart(facts: CartFacts): Cart {
  const { cart, lines, tenders, balances, currency } = facts;
  const total = totalOf(lines);
  const balance = facts.desk
    ? settleDesk(total, tenders).balance
    : Math.max(0, total - tenders.reduce((sum, t) => sum + t.amount, 0));
  const maxCredit = facts.desk
    ? deskMaxCredit(total, tenders, balances.general)
    : maxApplicableCredit(total, tenders, balances.general);
  const membershipLines = lines.filter(facts.paysWithMembershipCredit);
  const money = (raw: number) => toPrice(raw, currency).formatted;
  return {
    cartId: cart?.id ?? 0,
    uuid: cart?.uuid ?? '00000000-0000-0000-0000-000000000000',
    items: lines
      .filter((line) => line.parentItemId === null)
      .map((line) => ({
        ...itemOf(line, facts),
        childItems: lines
          .filter((child) => child.parentItemId === line.id)
          .map((child) => itemOf(child, facts)),
      })),
    sortBy: 'date',
    enablePrintReceipt: facts.desk === true,
    totals: {
      total,
      // Leisure bookings are priced with any tax included; nothing is added on top.
      taxTotal: 0,
      subTotal: total,
      balance,
      itemCount: lines.length,
      totalFormatted: money(total),
      taxTotalFormatted: money(0),
      subTotalFormatted: money(total),
      balanceFormatted: money(balance),
    },
    credits: {
      general: {
        totalAvailable: toPrice(balances.general, currency),
        maxApplicable: toPrice(maxCredit, currency),
      },
      // Membership credit pays only for membership lines.
      membership: {
        totalAvailable: toPrice(balances.membership, currency),
        maxApplicable: toPrice(Math.min(balances.membership, totalOf(membershipLines)), currency),
      },
    },
    payments: tenders,
    attendeeWaiversRequired: facts.waivers.map((w) => ({
      userId: w.userId,
      userName: facts.attendeeNames.get(w.userId) ?? '',
      waiverSlug: w.waiverSlug,
      waiverName: w.waiverName,
    })),
    selectedUserId: cart?.selectedUserId ?? null,
    completeOrderId: cart?.completedOrderId ?? null,
    isAnonymous: facts.ownerUserId === null,
  };
}
