import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { type PassRow, passColumns } from './guest-passes.repository';
import { guestPasses } from './guest-passes.tables';

const sender = alias(users, 'sender');
const member = alias(users, 'member');

const lookupColumns = {
  ...passColumns,
  address1: venues.address1,
  address2: venues.address2,
  city: venues.city,
  postcode: venues.postcode,
  timeZone: venues.timeZone,
  /** Who pressed send: the name the guest's email gives. */
  senderFirstName: sender.firstName,
  /** Whose allowance paid for it: the account staff see at the desk. */
  memberFirstName: member.firstName,
  memberLastName: member.lastName,
  memberReference: member.reference,
};

/** A pass found by its code, with its venue and the people behind it. */
export type LookedUpPass = PassRow & {
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  timeZone: string;
  senderFirstName: string;
  memberFirstName: string;
  memberLastName: string;
  memberReference: string;
};

/** Guest passes read by their code (guest_passes_code_key): the public pass page and the desk. */
export function createGuestPassLookupRepository(db: Executor) {
  return {
    async findByCode(clientId: number, codeHash: string): Promise<LookedUpPass | null> {
      const [row] = await db
        .select(lookupColumns)
        .from(guestPasses)
        .innerJoin(venues, eq(venues.id, guestPasses.venueId))
        .innerJoin(sender, eq(sender.id, guestPasses.sentByUserId))
        .innerJoin(member, eq(member.id, guestPasses.userId))
        .where(and(eq(guestPasses.codeHash, codeHash), eq(guestPasses.clientId, clientId)));
      return row ?? null;
    },

    /**
     * Redeems the pass in one statement, only if it is unredeemed, for this venue and within its dates: of
     * two desks at once, one updates the row and the other finds it redeemed. The pass's id and whose
     * allowance it came from, or null.
     */
    async redeem(input: {
      clientId: number;
      codeHash: string;
      venueId: number;
      staffUserId: number;
      at: Date;
    }): Promise<{ id: number; memberUserId: number } | null> {
      const [row] = await db
        .update(guestPasses)
        .set({ redeemedAt: input.at, redeemedByUserId: input.staffUserId })
        .where(
          and(
            eq(guestPasses.codeHash, input.codeHash),
            eq(guestPasses.clientId, input.clientId),
            isNull(guestPasses.redeemedAt),
            eq(guestPasses.venueId, input.venueId),
            lte(guestPasses.validFrom, input.at),
            gt(guestPasses.validTo, input.at),
          ),
        )
        .returning({ id: guestPasses.id, memberUserId: guestPasses.userId });
      return row ?? null;
    },

    async venueIsTheOperators(clientId: number, venueId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.id, venueId), eq(venues.clientId, clientId)));
      return row !== undefined;
    },
  };
}
export type GuestPassLookupRepository = ReturnType<typeof createGuestPassLookupRepository>;
