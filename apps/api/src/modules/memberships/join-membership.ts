import type { JoinMembershipResponse, joinMembershipRequest } from '@leisure/contracts/online-joining';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { checkBankAccount } from '../../platform/direct-debit/bank-account';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { addDays, startOfLocalDay } from '../../platform/local-time';
import type { LineBasket } from '../basket/line-type';
import { eligibilityOf } from './eligibility';
import { createMembershipCatalogueRepository } from './membership-catalogue.repository';
import type { MembershipCatalogue } from './membership-catalogue.service';
import { newMembershipLineType, releaseJoin } from './membership-line';
import { createMembershipsRepository, type MembershipRow } from './memberships.repository';
import { codeNotRecognisedMessage } from './promotion-rules';

type JoinInput = z.output<typeof joinMembershipRequest>;
type Caller = { clientId: number; userId: number; session: SessionContext };
type Refusals = Partial<Record<string, string>>;

export const notSoldHereMessage = 'This membership is not sold at this centre.';
export const accountHolderMessage = 'Enter the name of the account holder.';
export const bankDetailsMessage = 'Enter your bank details to set up a direct debit.';
export const billingAddressMessage = 'Enter the first line of the billing address and its town or city.';
export const termsMessage = 'Please accept the terms to continue.';
export const ddAuthorityMessage =
  'Please confirm you are the account holder and accept the direct debit terms.';

export type JoinDeps = {
  db: Db;
  catalogue: Pick<MembershipCatalogue, 'quote'>;
  dateOfBirthOf(clientId: number, userId: number): Promise<string | null>;
  collectsBillingAddress(clientId: number): Promise<boolean>;
  /** Whether every active term of these kinds is among the ids accepted. */
  termsAccepted(
    executor: Executor,
    clientId: number,
    kinds: JoinTerms[],
    accepted: number[],
  ): Promise<boolean>;
  mandates: {
    live(executor: Executor, clientId: number, userId: number): Promise<{ id: number } | null>;
    createPending(
      executor: Executor,
      clientId: number,
      userId: number,
      bank: {
        accountHolder: string;
        accountNumber: string;
        sortCode: string;
        billingAddress: {
          lineOne: string;
          lineTwo: string | null;
          city: string;
          postcode: string | null;
        } | null;
      },
    ): Promise<number>;
    release(executor: Executor, id: number): Promise<boolean>;
    isPending(executor: Executor, id: number): Promise<boolean>;
  };
  /** The signed-in customer's basket, locked for one write (the basket module's `withLines`). */
  withBasket<T>(
    caller: { clientId: number; session: SessionContext; visitorKey: null },
    change: (tx: Tx, basket: LineBasket) => Promise<T>,
  ): Promise<T>;
};

export type JoinTerms = 'membership' | 'health_commitment' | 'direct_debit';

/** The refusals as a 422, each under the spec's key. */
const refusal = (refused: Refusals) =>
  unprocessable(Object.fromEntries(Object.entries(refused).map(([key, message]) => [key, [message!]])));

/** What a join's call answers: the same for the first call and every retry of it. */
async function answerFor(basket: LineBasket, membership: Pick<MembershipRow, 'id'>, newMandate: boolean) {
  const line = await lineOf(basket, membership.id);
  return { membershipId: membership.id, cartItemId: line?.id ?? null, newMandate };
}

/** A join's line in the basket, if it is still there. */
async function lineOf(basket: LineBasket, membershipId: number) {
  return (await basket.store.lines()).find(
    (l) => l.cartableType === newMembershipLineType && l.cartableId === membershipId,
  );
}

/**
 * Joining online (spec part 2 §4 Review step continuation): every choice is checked again here as the
 * pages check it, priced by the same quote as the costs call, and written as a pending membership in the
 * customer's basket, its promotion counted and its direct-debit instruction kept ready for the order
 * (docs/decisions/043-joining-submit.md). The basket's lock makes one person's joins queue: a retry
 * with the same Idempotency-Key finds what the first made, and a join from a second tab replaces the first.
 */
export function createJoining(deps: JoinDeps) {
  /** The checks that need no lock, as the spec keys them; the priced choice when all pass. */
  async function check(caller: Caller, input: JoinInput) {
    const refused: Refusals = {};
    const quoted = await deps.catalogue
      .quote(caller.clientId, input.membershipTypeId, input.paymentOptionId, {
        venueId: input.homeVenueId,
        startDate: input.startDate,
        billingDay: input.billingDay ?? undefined,
        promotionCodeId: input.promotionCodeId ?? null,
        userId: caller.userId,
      })
      .catch((err: unknown) => {
        // The venue, the type or its option is not sold there: the page's home venue is what is wrong.
        if (err instanceof HttpError && err.statusCode === 404)
          throw unprocessable({ homeVenueId: [notSoldHereMessage] });
        throw err;
      });
    // Without a valid date, billing day and code there is no price to check the rest against.
    if (quoted.refused) throw refusal(quoted.refused);
    const dateOfBirth = await deps.dateOfBirthOf(caller.clientId, caller.userId);
    const eligible = eligibilityOf(
      quoted.type.criterion,
      { kind: 'customer', dateOfBirth },
      quoted.startDate,
    );
    if (!eligible.eligible) refused.membershipTypeId = eligible.message;
    const recurring = quoted.option.paymentType === 'recurring';
    const mandate = recurring ? await deps.mandates.live(deps.db, caller.clientId, caller.userId) : null;
    const bank = recurring && !mandate ? await bankDetails(caller.clientId, input, refused) : null;
    const kinds: JoinTerms[] = bank
      ? ['membership', 'health_commitment', 'direct_debit']
      : ['membership', 'health_commitment'];
    if (!(await deps.termsAccepted(deps.db, caller.clientId, kinds, input.terms)))
      refused.terms = termsMessage;
    if (Object.keys(refused).length > 0) throw refusal(refused);
    return { ...quoted, mandateId: mandate?.id ?? null, bank };
  }

  async function bankDetails(clientId: number, input: JoinInput, refused: Refusals) {
    const details = input.accountDetails;
    if (!input.accountHolder || input.accountHolder.length < 2) refused.accountHolder = accountHolderMessage;
    if (!details) {
      refused.accountDetails = bankDetailsMessage;
      return null;
    }
    const verdict = checkBankAccount(details.accountNumber, details.sortCode);
    if (!verdict.ok) {
      const { account_number, sort_code, account_details } = verdict.errors;
      if (account_number) refused['accountDetails.accountNumber'] = account_number[0];
      if (sort_code) refused['accountDetails.sortCode'] = sort_code[0];
      if (account_details) refused.accountDetails = account_details[0];
    }
    const line = details.billingAddressLineOne;
    const city = details.billingCity;
    const wanted = await deps.collectsBillingAddress(clientId);
    if (wanted && (!line || line.length < 2 || !city || city.length < 2))
      refused['accountDetails.billingAddress'] = billingAddressMessage;
    if (!input.ddTermsAccepted) refused.terms = ddAuthorityMessage;
    if (!verdict.ok || !input.accountHolder) return null;
    return {
      accountHolder: input.accountHolder,
      accountNumber: verdict.accountNumber,
      sortCode: verdict.sortCode,
      billingAddress:
        wanted && line && city
          ? {
              lineOne: line,
              lineTwo: details.billingAddressLineTwo,
              city,
              postcode: details.billingPostcode,
            }
          : null,
    };
  }

  return {
    async submit(
      caller: Caller,
      input: JoinInput,
      idempotencyKey: string,
    ): Promise<JoinMembershipResponse['data']> {
      const checked = await check(caller, input);
      const basketCaller = { clientId: caller.clientId, session: caller.session, visitorKey: null };
      return deps.withBasket(basketCaller, async (tx, basket) => {
        const memberships = createMembershipsRepository(tx);
        const made = await memberships.findByKey(caller.clientId, caller.userId, idempotencyKey);
        if (made)
          return answerFor(
            basket,
            made,
            made.mandateId !== null && (await deps.mandates.isPending(tx, made.mandateId)),
          );
        const earlier = await memberships.joinInProgress(caller.clientId, caller.userId);
        if (earlier) {
          const line = await lineOf(basket, earlier.id);
          if (line) await basket.store.remove([line.id]);
          await releaseJoin(tx, deps.mandates, earlier);
        }
        const { costs, type, option, startDate, billingDay, promotion, venue } = checked;
        if (
          promotion &&
          !(await createMembershipCatalogueRepository(tx).takePromotionUse(caller.clientId, promotion.id))
        )
          throw refusal({ promotion: codeNotRecognisedMessage });
        const mandateId =
          checked.mandateId ??
          (checked.bank
            ? await deps.mandates.createPending(tx, caller.clientId, caller.userId, checked.bank)
            : null);
        const membershipId = await memberships.insert({
          clientId: caller.clientId,
          userId: caller.userId,
          homeVenueId: venue.id,
          reference: '',
          name: type.name,
          status: 'pending',
          startsAt: startOfLocalDay(startDate, venue.timeZone),
          // The moment it ends: the start of the day after its last day.
          expiresAt: costs.endDate ? startOfLocalDay(addDays(costs.endDate, 1), venue.timeZone) : null,
          membershipTypeId: type.id,
          paymentOptionId: option.id,
          paymentType: option.paymentType,
          baseFee: option.baseFee,
          billingDay,
          firstBillingDate: costs.firstBillingDate,
          joiningCosts: { ...costs.fees, totalToPayNow: costs.totalToPayNow, proRataDays: costs.proRataDays },
          promotionId: promotion?.id ?? null,
          mandateId,
          idempotencyKey,
          acceptedTerms: input.terms,
        });
        await basket.store.insert({
          cartableType: newMembershipLineType,
          cartableId: membershipId,
          purchasedForUserId: caller.userId,
          name: type.name,
          unitPrice: costs.totalToPayNow,
        });
        await memberships.setReference(membershipId, `M${100_000 + membershipId}`);
        return answerFor(basket, { id: membershipId }, checked.mandateId === null && mandateId !== null);
      });
    },
  };
}
export type Joining = ReturnType<typeof createJoining>;
