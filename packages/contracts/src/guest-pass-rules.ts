/**
 * Guest passes' constants and the words both sides show (spec part 1 §5, §8, §9). Zod-free: the web app
 * imports these as values.
 */

/** The list's page size and its first page (spec part 1 §9). */
export const guestPassPageSize = 10;
export const guestPassFirstPage = 1;
/** The largest page a caller may ask for. */
export const guestPassMaxPageSize = 100;

/** The venue search lists results once more than this many characters are typed (spec part 1 §5). */
export const guestPassVenueSearchMinLength = 3;

/** Worked out on read from the pass's dates and redemption (spec part 1 §3 Guest pass `status`). */
export const guestPassStatuses = ['issued', 'redeemed', 'expired'] as const;
export type GuestPassStatus = (typeof guestPassStatuses)[number];

/** Where an allowance comes from (spec part 1 §3 Guest pass allowance `type`). */
export const guestPassAllowanceTypes = ['benefit', 'package'] as const;
export type GuestPassAllowanceType = (typeof guestPassAllowanceTypes)[number];

export const guestPassMessages = {
  sent: 'Guest pass sent successfully.',
  selectVenue: 'Please select a venue',
  noAllowances: 'No allowances remaining',
  noPasses: 'No passes found',
  /** The server's refusals, shown as they come in a danger toast. */
  noAllowanceAtVenue: 'You have no guest passes left to use at this venue.',
  notFound: 'Guest pass not found.',
  alreadyRedeemed: 'This guest pass has already been redeemed.',
  otherVenue: 'This guest pass is for another venue.',
  expired: 'This guest pass has expired.',
  notYetValid: 'This guest pass is not valid yet.',
  disabled: 'Guest passes are not available.',
} as const;
