import { type Cart, type CartItem, cartableTypes } from '@leisure/contracts/cart';
import { toPrice } from '@leisure/contracts/money';
import type { CartLineRow, CartRow } from './basket.repository';
import type { OccurrenceFacts } from './basket-activities';
import type { Tender } from './tender-rules';
import { maxApplicableCredit } from './tender-rules';

type CartableType = (typeof cartableTypes)[number];

export type CartFacts = {
  cart: CartRow | null;
  lines: CartLineRow[];
  occurrences: Map<number, OccurrenceFacts>;
  attendeeNames: Map<number, string>;
  /** The waivers the attendees must still sign (the waivers module's answer). */
  waivers: { userId: number; waiverSlug: string; waiverName: string }[];
  tenders: Tender[];
  balances: { general: number; membership: number };
  currency: string;
  ownerUserId: number | null;
};

export const lineTotal = (line: Pick<CartLineRow, 'unitPrice' | 'quantity'>) =>
  line.unitPrice * line.quantity;

/** What a basket costs: every line, child lines included, at the price it was quoted. */
export function totalOf(lines: Pick<CartLineRow, 'unitPrice' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

function parts(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const formatted = new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).formatToParts(at);
  return Object.fromEntries(formatted.map((p) => [p.type, p.value])) as Record<string, string>;
}

function clock24(at: Date, timeZone: string) {
  const p = parts(at, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { format24Hour: `${p.hour}:${p.minute}` };
}

/** 'Sat 26 September 2026' and '2026-09-26', in the venue's time zone (spec part 3). */
function sessionDay(at: Date, timeZone: string) {
  const p = parts(at, timeZone, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const raw = parts(at, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    fullDatePretty: `${p.weekday} ${p.day} ${p.month} ${p.year}`,
    raw: `${raw.year}-${raw.month}-${raw.day}`,
  };
}

function resourceOf(line: CartLineRow, facts: OccurrenceFacts | undefined): CartItem['cartableResource'] {
  if (!facts) {
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
  return {
    name: facts.activityName,
    venueName: facts.venueName,
    duration: `${facts.durationMinutes}min`,
    newMembership: false,
    date: sessionDay(facts.startsAt, facts.timeZone),
    startsAt: clock24(facts.startsAt, facts.timeZone),
    endsAt: clock24(facts.endsAt, facts.timeZone),
    location: { name: facts.locationName },
    occurrenceId: String(facts.id),
    activitySlug: facts.activitySlug,
    venueSlug: facts.venueSlug,
  };
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
    cartableResource: resourceOf(
      line,
      line.occurrenceId ? facts.occurrences.get(line.occurrenceId) : undefined,
    ),
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
  const paid = tenders.reduce((sum, t) => sum + t.amount, 0);
  const membershipLines = lines.filter((l) => l.cartableType === 'membershipRenewal');
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
    enablePrintReceipt: false,
    totals: {
      total,
      // Leisure bookings are priced with any tax included; nothing is added on top.
      taxTotal: 0,
      subTotal: total,
      balance: Math.max(0, total - paid),
      itemCount: lines.length,
      totalFormatted: money(total),
      taxTotalFormatted: money(0),
      subTotalFormatted: money(total),
      balanceFormatted: money(Math.max(0, total - paid)),
    },
    credits: {
      general: {
        totalAvailable: toPrice(balances.general, currency),
        maxApplicable: toPrice(maxApplicableCredit(total, tenders, balances.general), currency),
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
