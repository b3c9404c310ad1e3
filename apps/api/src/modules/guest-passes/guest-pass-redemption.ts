import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { type GuestPass, guestPassCode } from '@leisure/contracts/guest-passes';
import type { Db } from '../../platform/db/client';
import { forbidden, HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { recordStaffAction } from '../staff/staff-audit';
import { passStatus } from './guest-pass-allowances';
import { hashPassCode } from './guest-pass-codes';
import { createGuestPassLookupRepository, type LookedUpPass } from './guest-pass-lookup.repository';

export const unknownVenueMessage = 'The selected venue is invalid.';

export type RedeemedGuestPass = GuestPass & { memberName: string; memberReference: string };

type Deps = {
  db: Db;
  isStaff(clientId: number, userId: number): Promise<boolean>;
  /** The operator's switch: off, there are no passes to redeem. */
  enabled: (clientId: number) => Promise<boolean>;
  now?: () => Date;
};

const deskView = (pass: LookedUpPass, now: Date): RedeemedGuestPass => ({
  id: pass.id,
  guestName: pass.guestName,
  guestEmail: pass.guestEmail,
  status: passStatus(pass, now),
  validFrom: pass.validFrom.toISOString(),
  validTo: pass.validTo.toISOString(),
  redeemedAt: pass.redeemedAt?.toISOString() ?? null,
  createdAt: pass.createdAt.toISOString(),
  venue: { id: pass.venueId, name: pass.venueName },
  memberName: `${pass.memberFirstName} ${pass.memberLastName}`,
  memberReference: pass.memberReference,
});

/** Why a pass the conditional update left alone could not be redeemed, in the order the desk is told. */
function refusal(pass: LookedUpPass | null, venueId: number, at: Date): HttpError {
  if (!pass) return notFound(guestPassMessages.notFound);
  if (pass.redeemedAt) return new HttpError(409, guestPassMessages.alreadyRedeemed);
  if (pass.venueId !== venueId) return new HttpError(422, guestPassMessages.otherVenue);
  if (pass.validTo <= at) return new HttpError(422, guestPassMessages.expired);
  if (pass.validFrom > at) return new HttpError(422, guestPassMessages.notYetValid);
  // Redeemable when read again: it was redeemed and the redemption undone between the two statements.
  return new HttpError(409, guestPassMessages.alreadyRedeemed);
}

/** Staff redeem a guest's pass at their desk's venue: once, at that venue only, within its dates. */
export function createGuestPassRedemption({ db, isStaff, enabled, now = () => new Date() }: Deps) {
  return {
    async assertStaff(session: SessionContext) {
      if (!(await isStaff(session.clientId, session.userId))) throw forbidden();
    },

    async redeem(session: SessionContext, code: string, venueId: number): Promise<RedeemedGuestPass> {
      const { clientId } = session;
      if (!(await enabled(clientId))) throw notFound(guestPassMessages.disabled);
      if (!guestPassCode.safeParse(code).success) throw notFound(guestPassMessages.notFound);
      const passes = createGuestPassLookupRepository(db);
      if (!(await passes.venueIsTheOperators(clientId, venueId)))
        throw unprocessable({ venue_id: [unknownVenueMessage] }, unknownVenueMessage);
      const codeHash = hashPassCode(code);
      const at = now();
      // The redemption and its audit row commit together (decision 052); a refused one writes neither.
      const redeemed = await db.transaction(async (tx) => {
        const row = await createGuestPassLookupRepository(tx).redeem({
          clientId,
          codeHash,
          venueId,
          staffUserId: session.userId,
          at,
        });
        if (row)
          await recordStaffAction(tx, {
            clientId,
            staffUserId: session.userId,
            customerUserId: row.memberUserId,
            venueId,
            action: 'guest-pass-redeemed',
            detail: { guest_pass_id: row.id },
          });
        return row;
      });
      const pass = await passes.findByCode(clientId, codeHash);
      if (redeemed === null || !pass) throw refusal(pass, venueId, at);
      return deskView(pass, at);
    },
  };
}
export type GuestPassRedemption = ReturnType<typeof createGuestPassRedemption>;
