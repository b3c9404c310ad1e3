import type { Booking } from '@leisure/contracts/bookings';
import type { AccountMembership } from '@leisure/contracts/memberships';
import type { PenaltiesResponse } from '@leisure/contracts/penalties';
import type { Db } from '../../platform/db/client';
import type { BasketService } from '../basket/basket.service';
import type { CheckoutService } from '../checkout/checkout.service';
import type { OrdersService } from '../orders/orders.service';

/** What the desk needs of other modules, wired in services.ts. */
export type DeskDeps = {
  db: Db;
  basket: BasketService;
  checkout: Pick<CheckoutService, 'payAtDesk' | 'startDeskCard' | 'cardOf'>;
  orders: Pick<OrdersService, 'deskSale' | 'deskSalesOn'>;
  /** The customer's profile, each part from its own module. */
  upcomingBookings: (clientId: number, userId: number) => Promise<Booking[]>;
  memberships: (clientId: number, userId: number) => Promise<AccountMembership[]>;
  unpaidFees: (clientId: number, userId: number) => Promise<PenaltiesResponse>;
  venueOf: (
    clientId: number,
    venueId: number,
  ) => Promise<{ id: number; name: string; slug: string; timeZone: string } | null>;
  operatorOf: (
    clientId: number,
  ) => Promise<{ name: string; addressLines: string[]; vatNumber: string; currency: string }>;
  personOf: (clientId: number, userId: number) => Promise<{ name: string; reference: string } | null>;
};
