import type { bookingFilters } from '@leisure/contracts/bookings';

/** Spec part 1 §4: the tabs' names in the address and what the server is sent for each. */
export type BookingTab = 'upcoming' | 'historic';
export type BookingServerFilter = (typeof bookingFilters)[number];

export const bookingTabs: readonly BookingTab[] = ['upcoming', 'historic'];

const serverFilter: Record<BookingTab, BookingServerFilter> = { upcoming: 'future', historic: 'past' };

export function isBookingTab(value: string | undefined): value is BookingTab {
  return bookingTabs.includes(value as BookingTab);
}

export function serverFilterOf(tab: BookingTab): BookingServerFilter {
  return serverFilter[tab];
}
