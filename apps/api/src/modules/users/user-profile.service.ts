import { toPrice } from '@leisure/contracts/money';
import type { accountView, User } from '@leisure/contracts/user';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { unauthenticated } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { CreditsService } from '../credits/credits.service';
import type { EligibilityService } from '../eligibility/eligibility.service';
import type { FeesService } from '../fees/fees.service';
import { describeProfilePhoto } from './profile-photo.service';
import type { UserRow, UsersRepository } from './users.repository';

export type UserProfileDeps = {
  users: UsersRepository;
  fees: FeesService;
  eligibility: EligibilityService;
  currencyOf: (clientId: number) => Promise<string>;
  credits: Pick<CreditsService, 'balance'>;
  db: Executor;
  /** Their memberships and how they pay for them (the memberships and direct-debit modules). */
  memberStanding(
    clientId: number,
    userId: number,
  ): Promise<Pick<User, 'memberships' | 'hasInstruction' | 'hasBillingDate'>>;
};

/** The User of spec part 1 §3 and the account view: what the dashboard and the basket read about a customer. */
export function createUserProfileService(deps: UserProfileDeps) {
  const { users, fees, eligibility, currencyOf, credits, db } = deps;
  async function signedInUser(session: SessionContext): Promise<UserRow> {
    const row = await users.findById(session.clientId, session.userId);
    if (!row) throw unauthenticated();
    return row;
  }

  return {
    async fullUser(session: SessionContext): Promise<User> {
      const row = await signedInUser(session);
      const [currency, hasOutstandingPenalties, proof, creditBalance, standing] = await Promise.all([
        currencyOf(row.clientId),
        fees.hasOutstandingPenalties(row.clientId, row.id),
        eligibility.proofFacts(row.clientId, row.id),
        credits.balance(db, row.clientId, row.id, 'general'),
        deps.memberStanding(row.clientId, row.id),
      ]);
      return {
        id: row.id,
        reference: row.reference,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email ?? '',
        homeVenueSlug: row.homeVenueSlug,
        dateOfBirth: row.dateOfBirth,
        phone: row.phone,
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        postcode: row.postcode,
        // docs/decisions/005-membership-user.md: the account holder's own id, from the account's first day.
        membershipUser: { id: row.id },
        ...standing,
        credit: { balance: toPrice(creditBalance, currency) },
        hasOutstandingPenalties,
        // Worked out per membership by spec part 2 §4's rule (modules/eligibility/document-notice.ts); a
        // customer flagged by hand (users.eligibility_proof_required, from before) still is.
        documentExpiry: proof.documentExpiry,
        membershipDocumentUploadRequired:
          proof.membershipDocumentUploadRequired || row.eligibilityProofRequired,
        daysAllowanceToUploadEligibilityDocument: proof.membershipDocumentUploadRequired
          ? proof.daysAllowanceToUploadEligibilityDocument
          : row.eligibilityProofRequired
            ? row.eligibilityProofAllowanceDays
            : null,
        profilePhoto: describeProfilePhoto(row),
      };
    },

    async accountView(session: SessionContext): Promise<z.infer<typeof accountView>> {
      const row = await signedInUser(session);
      return {
        reference: row.reference,
        fullName: `${row.firstName} ${row.lastName}`,
        hasOutstandingPenaltyFees: await fees.hasOutstandingPenalties(row.clientId, row.id),
      };
    },
  };
}
export type UserProfileService = ReturnType<typeof createUserProfileService>;
