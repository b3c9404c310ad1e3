import { venues } from '../venues/venues.tables';
import { guestPasses } from './guest-passes.tables';

/** What every read of a pass selects: the pass and its venue's name (the list, the details, the desk). */
export const passColumns = {
  id: guestPasses.id,
  guestName: guestPasses.guestName,
  guestEmail: guestPasses.guestEmail,
  validFrom: guestPasses.validFrom,
  validTo: guestPasses.validTo,
  redeemedAt: guestPasses.redeemedAt,
  createdAt: guestPasses.createdAt,
  venueId: guestPasses.venueId,
  venueName: venues.name,
};

export type PassRow = {
  id: number;
  guestName: string;
  guestEmail: string;
  validFrom: Date;
  validTo: Date;
  redeemedAt: Date | null;
  createdAt: Date;
  venueId: number;
  venueName: string;
};
