import type { Order, OrderMembership } from '@leisure/contracts/checkout';
import { toPrice } from '@leisure/contracts/money';
import { formatDay, localClock } from '../../platform/local-time';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** What an order's view reads of a place it booked (as the bookings module's forOrders lists them). */
export type BookedItem = {
  id: number;
  orderItemId: number | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  venueName: string;
  locationName: string;
};

/** An order as order history, the confirmation page and the receipt read it. */
export function toOrder(
  order: OrderRow,
  items: OrderItemRow[],
  booked: BookedItem[],
  currency: string,
  attendeeNames: Map<number, string>,
  /** What each membership item shows of its membership, by order item id. */
  memberships: Map<number, OrderMembership> = new Map(),
): Order {
  const byItem = new Map(booked.map((b) => [b.orderItemId, b]));
  return {
    id: order.id,
    uuid: order.uuid,
    createdAt: formatDay(order.createdAt, booked[0]?.timeZone ?? 'Europe/London'),
    total: { formatted: toPrice(order.total, currency).formatted, raw: order.total },
    paymentType: order.paymentType,
    status: order.status === 'reversed' ? 'reversed' : 'placed',
    items: items.map((item) => {
      const b = byItem.get(item.id);
      return {
        type: item.type,
        id: item.id,
        name: item.name,
        date: b ? formatDay(b.startsAt, b.timeZone) : null,
        startTime: b ? localClock(b.startsAt, b.timeZone) : null,
        price: { formatted: toPrice(item.price, currency).formatted, raw: item.price },
        venueName: b?.venueName ?? null,
        locationName: b?.locationName ?? null,
        attendeeName: item.purchasedForUserId ? (attendeeNames.get(item.purchasedForUserId) ?? null) : null,
        bookingId: b?.id ?? null,
        startsAtUtc: b ? b.startsAt.toISOString() : null,
        endsAtUtc: b ? b.endsAt.toISOString() : null,
        ...memberships.get(item.id),
      };
    }),
  };
}
