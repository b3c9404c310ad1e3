import type { bookingFilters } from '@leisure/contracts/bookings';

/** Spec part 1 §4: the tabs' names in the address and what the server is sent for each. */
export type BookingTab = 'upcoming' | 'historic' | 'waitlist';
/** The tabs that list bookings; the waitlist tab lists waitlist entries and has no server filter. */
export type BookingListTab = Exclude<BookingTab, 'waitlist'>;
export type BookingServerFilter = (typeof bookingFilters)[number];

export const bookingTabs: readonly BookingTab[] = ['upcoming', 'historic', 'waitlist'];

const serverFilter: Record<BookingListTab, BookingServerFilter> = { upcoming: 'future', historic: 'past' };

export function isBookingTab(value: string | undefined): value is BookingTab {
  return bookingTabs.includes(value as BookingTab);
}

export function isBookingListTab(value: string | undefined): value is BookingListTab {
  return isBookingTab(value) && value !== 'waitlist';
}

export function serverFilterOf(tab: BookingListTab): BookingServerFilter {
  return serverFilter[tab];
}

/** Spec part 1 §2: /bookings/{id} is a waitlist entry, so a segment of digits is an id, never a filter. */
export function isWaitlistEntrySegment(segment: string | undefined): segment is string {
  return segment !== undefined && /^\d+$/.test(segment);
}
