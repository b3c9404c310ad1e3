import type { RenewalDetails } from '@leisure/contracts/memberships';
import { toPrice } from '@leisure/contracts/money';
import type { Db, Tx } from '../../platform/db/client';
import { unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { addDays, startOfLocalDay } from '../../platform/local-time';
import type { LineBasket } from '../basket/line-type';
import { managedMembership } from './managed-membership';
import { createMembershipCatalogueRepository } from './membership-catalogue.repository';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { type FixedPeriod, fixedEndDate } from './membership-pricing';
import { standingMessages } from './membership-standing';
import { createMembershipsRepository } from './memberships.repository';
import { dropUnpaidSuccessor, lineOfSuccessor, membershipRenewalLineType } from './successor-lines';

export const notRenewableMessage = 'This membership cannot be renewed.';
export const noLongerSoldMessage =
  'This membership is no longer sold. Please choose a new membership to join.';

type Caller = { clientId: number; userId: number; session: SessionContext };

export type RenewalDeps = {
  db: Db;
  currencyOf(clientId: number): Promise<string>;
  householdOf(clientId: number, userId: number): Promise<{ id: number }[]>;
  /** The venue names of this operator, for what a local membership opens. */
  venueNames(clientId: number): Promise<Map<number, string>>;
  withBasket<T>(
    caller: { clientId: number; session: SessionContext; visitorKey: null },
    change: (tx: Tx, basket: LineBasket) => Promise<T>,
  ): Promise<T>;
  now?: () => Date;
};

const refuse = (message: string) => unprocessable({ membership: [message] });
const prettyDay = (raw: string) => ({
  raw,
  fullDatePretty: new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${raw}T12:00:00Z`))
    .replace(',', ''),
});

/**
 * Renewing a single-payment membership for another term (spec part 2 §2 Renew modal; §3 Renewal
 * details; §4 Renew): at today's price of its option, with no joining fee, from the day after it ends.
 * The renewal waits in the basket as the spec's `membershipRenewal` line; the order makes it a
 * membership that starts on its day (docs/decisions/044-membership-change-and-renewal.md).
 */
export function createMembershipRenewal(deps: RenewalDeps) {
  const now = deps.now ?? (() => new Date());

  async function renewing(clientId: number, userId: number, id: number) {
    const household = (await deps.householdOf(clientId, userId)).map((h) => h.id);
    const { row, m, timeZone, today, lastDay, standing } = await managedMembership(
      deps.db,
      household,
      clientId,
      id,
      now(),
    );
    if (!standing.renewable || lastDay === null) throw refuse(notRenewableMessage);
    if (!standing.canRenew) throw refuse(standing.renewForbidReason!);
    const catalogue = createMembershipCatalogueRepository(deps.db);
    const [option] =
      m.homeVenueId !== null && m.membershipTypeId !== null
        ? (await catalogue.optionsAt([m.membershipTypeId], m.homeVenueId)).filter(
            (o) => o.id === m.paymentOptionId && o.paymentType === 'fixed',
          )
        : [];
    if (!option?.fixedDuration || !option.fixedPeriod) throw refuse(noLongerSoldMessage);
    const dayAfter = addDays(lastDay, 1);
    // biome-ignore lint/complexity/useMathMinMax: days as YYYY-MM-DD text: Math.max would make them NaN
    const startDate = dayAfter > today ? dayAfter : today;
    const period = option.fixedPeriod as FixedPeriod;
    const endDate = fixedEndDate(startDate, option.fixedDuration, period);
    return { row, m, timeZone, option, startDate, endDate, period, catalogue };
  }

  return {
    async details(clientId: number, userId: number, id: number): Promise<RenewalDetails> {
      const { row, m, option, startDate, endDate, period, catalogue } = await renewing(clientId, userId, id);
      const typeId = m.membershipTypeId!;
      const [currency, benefits, access, names] = await Promise.all([
        deps.currencyOf(clientId),
        catalogue.benefitsOf([typeId]),
        catalogue.accessOf([typeId]),
        deps.venueNames(clientId),
      ]);
      const fee = (raw: number) => {
        const { formatted, decimal } = toPrice(raw, currency);
        return { formatted, decimal };
      };
      const n = option.fixedDuration!;
      return {
        id: m.id,
        name: m.name,
        reference: m.reference,
        access:
          row.coverage === 'national'
            ? 'All national locations.'
            : access
                .map((a) => names.get(a.venueId) ?? '')
                .filter(Boolean)
                .sort((a, b) => a.localeCompare(b))
                .join(', '),
        duration: `${n} ${period}${n === 1 ? '' : 's'}`,
        price: fee(option.baseFee),
        joiningFee: null,
        startDate: prettyDay(startDate),
        endDate: prettyDay(endDate),
        benefits: benefits.map((b) => b.name),
        description: row.descriptionHtml ?? '',
        totalCost: fee(option.baseFee),
        membershipTypeId: typeId,
        paymentOptionId: option.id,
      };
    },

    /**
     * Puts the renewal in the basket. Clicked twice, or sent twice at once, it is one line: the basket's
     * lock makes the second find the first. A change of the membership waiting in the basket gives way.
     */
    async submit(caller: Caller, id: number): Promise<{ cartItemId: number }> {
      const { m, option, startDate, endDate, timeZone } = await renewing(caller.clientId, caller.userId, id);
      const basketCaller = { clientId: caller.clientId, session: caller.session, visitorKey: null };
      return deps.withBasket(basketCaller, async (tx, basket) => {
        const lifecycle = createMembershipLifecycleRepository(tx);
        const old = await lifecycle.lock(caller.clientId, id);
        const successors = await lifecycle.successorsOf([id]);
        const paid = successors.find((s) => s.orderId !== null);
        if (!old || paid) throw refuse(standingMessages.renewed);
        const waiting = successors.find((s) => s.origin === 'renewal');
        const line = waiting ? await lineOfSuccessor(basket, waiting) : undefined;
        if (line) return { cartItemId: line.id };
        await dropUnpaidSuccessor(tx, basket, id);
        const memberships = createMembershipsRepository(tx);
        const membershipId = await memberships.insert({
          clientId: caller.clientId,
          userId: m.userId,
          homeVenueId: m.homeVenueId,
          reference: '',
          name: m.name,
          status: 'pending',
          startsAt: startOfLocalDay(startDate, timeZone),
          expiresAt: startOfLocalDay(addDays(endDate, 1), timeZone),
          membershipTypeId: m.membershipTypeId,
          paymentOptionId: option.id,
          paymentType: 'fixed',
          baseFee: option.baseFee,
          joiningCosts: { totalToPayNow: option.baseFee, joiningFee: 0 },
          origin: 'renewal',
          previousMembershipId: id,
        });
        await memberships.setReference(membershipId, `M${100_000 + membershipId}`);
        const cartItemId = await basket.store.insert({
          cartableType: membershipRenewalLineType,
          cartableId: membershipId,
          purchasedForUserId: m.userId,
          name: m.name,
          unitPrice: option.baseFee,
        });
        return { cartItemId: cartItemId! };
      });
    },
  };
}
export type MembershipRenewal = ReturnType<typeof createMembershipRenewal>;
