import type { ChangeCosts, ChangeOptions, ChangeResponse } from '@leisure/contracts/memberships';
import { toPrice } from '@leisure/contracts/money';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { addDays, isCalendarDate, localDate, startOfLocalDay } from '../../platform/local-time';
import type { LineBasket } from '../basket/line-type';
import { type CurrentTerm, changeBounds, changeCosts, differenceText } from './change-pricing';
import { managedMembership, noMembershipMessage } from './managed-membership';
import { createMembershipCatalogueRepository } from './membership-catalogue.repository';
import type { MembershipCatalogue } from './membership-catalogue.service';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { calendarDay } from './membership-list';
import { standingMessages } from './membership-standing';
import { createMembershipsRepository } from './memberships.repository';
import { dropUnpaidSuccessor, lineOfSuccessor, membershipChangeLineType } from './successor-lines';

/** Days a collection on a live instruction needs to be changed: a billing date sooner is paid now. */
export const changeCollectionLeadDays = 3;
export const optionNotOfferedMessage = 'This membership is not offered as a change.';
const startsAtMessage = (min: string, max: string) =>
  `Choose a start date from ${calendarDay(min).fullDate} to ${calendarDay(max).fullDate}.`;

type Caller = { clientId: number; userId: number; session: SessionContext };

export type ChangeDeps = {
  db: Db;
  catalogue: Pick<MembershipCatalogue, 'typesAt'>;
  currencyOf(clientId: number): Promise<string>;
  /** The customer and the people they act for. */
  householdOf(clientId: number, userId: number): Promise<{ id: number }[]>;
  withBasket<T>(
    caller: { clientId: number; session: SessionContext; visitorKey: null },
    change: (tx: Tx, basket: LineBasket) => Promise<T>,
  ): Promise<T>;
  /** An order of nothing for a change with nothing to pay (the orders module's write). */
  placeFreeOrder(
    tx: Executor,
    order: {
      clientId: number;
      userId: number;
      cartId: number;
      idempotencyKey: string;
      name: string;
      purchasedForUserId: number;
    },
  ): Promise<number>;
  now?: () => Date;
};

/**
 * Changing a membership (spec part 2 §2 Joining page, change variant; §7 the change calls): to another
 * membership at the same home venue, paid the same way, from a chosen day. The new membership keeps the
 * instruction and billing day; the old one ends the day before (docs/decisions/044-membership-change-and-renewal.md).
 */
export function createMembershipChange(deps: ChangeDeps) {
  const now = deps.now ?? (() => new Date());

  /** The member's membership, whose change is allowed, and the term it runs on; else 404 or 403. */
  async function changing(clientId: number, userId: number, id: number) {
    const household = (await deps.householdOf(clientId, userId)).map((h) => h.id);
    const { row, m, timeZone, today, lastDay, standing } = await managedMembership(
      deps.db,
      household,
      clientId,
      id,
      now(),
    );
    const homeVenueId = m.homeVenueId;
    if (homeVenueId === null) throw notFound(noMembershipMessage);
    if (!standing.canChange) throw new HttpError(403, standing.cannotChangeReason!);
    const current: CurrentTerm | null =
      m.paymentType === 'recurring' && m.billingDay !== null && m.baseFee !== null
        ? { paymentType: 'recurring', baseFee: m.baseFee, billingDay: m.billingDay }
        : m.paymentType === 'fixed' && lastDay !== null && m.baseFee !== null
          ? {
              paymentType: 'fixed',
              baseFee: m.baseFee,
              startDate: localDate(m.startsAt, timeZone),
              lastDay,
            }
          : null;
    const bounds = current ? changeBounds(current, today) : null;
    if (!current || !bounds) throw new HttpError(403, standingMessages.notSoldOnline);
    return { row, m, timeZone, today, current, bounds, homeVenueId };
  }

  async function optionsOf(clientId: number, found: Awaited<ReturnType<typeof changing>>) {
    const [types, currency] = await Promise.all([
      deps.catalogue.typesAt(clientId, found.homeVenueId, found.m.userId),
      deps.currencyOf(clientId),
    ]);
    // A change has no joining fee (decision 044): the cards say what changing costs, not joining.
    const { formatted, decimal } = toPrice(0, currency);
    return types
      .map((type) => ({
        ...type,
        paymentOptions: type.paymentOptions
          .filter((o) => o.paymentType === found.m.paymentType && o.id !== found.m.paymentOptionId)
          .map((o) => ({
            ...o,
            fees: { ...o.fees, joiningFee: { formatted, decimal } },
            totalToPayNow: o.fees.baseFee,
          })),
      }))
      .filter((type) => type.paymentOptions.length > 0);
  }

  /** The change to an option from a day, priced; every refusal a 422 on the request's own field. */
  async function quote(caller: Omit<Caller, 'session'>, id: number, optionId: number, startsAt?: string) {
    const found = await changing(caller.clientId, caller.userId, id);
    const types = await optionsOf(caller.clientId, found);
    const type = types.find((t) => t.paymentOptions.some((o) => o.id === optionId));
    const offered = type?.paymentOptions.find((o) => o.id === optionId);
    const [option] = type
      ? (await createMembershipCatalogueRepository(deps.db).optionsAt([type.id], found.homeVenueId)).filter(
          (o) => o.id === optionId,
        )
      : [];
    if (!type || !offered || !option) throw notFound(optionNotOfferedMessage);
    if (!offered.isPurchasable.canPurchase)
      throw unprocessable({ payment_option_id: [offered.isPurchasable.message ?? optionNotOfferedMessage] });
    const { min, max } = found.bounds;
    const startDate = startsAt ?? min;
    if (!isCalendarDate(startDate) || startDate < min || startDate > max)
      throw unprocessable({ starts_at: [startsAtMessage(min, max)] });
    const costs = changeCosts({
      current: found.current,
      target:
        option.paymentType === 'fixed'
          ? {
              paymentType: 'fixed',
              baseFee: option.baseFee,
              fixedDuration: option.fixedDuration!,
              fixedPeriod: option.fixedPeriod as 'day' | 'week' | 'month' | 'year',
            }
          : { paymentType: 'recurring', baseFee: option.baseFee },
      startDate,
      today: found.today,
      collectionLeadDays: changeCollectionLeadDays,
    });
    return { found, type, option, startDate, costs };
  }

  return {
    async options(clientId: number, userId: number, id: number): Promise<ChangeOptions> {
      const found = await changing(clientId, userId, id);
      const currency = await deps.currencyOf(clientId);
      const { m, row } = found;
      const { formatted, decimal } = toPrice(m.baseFee ?? 0, currency);
      return {
        membership: {
          id: m.id,
          name: m.name,
          reference: m.reference,
          paymentType: m.paymentType as 'recurring' | 'fixed',
          paymentOptionId: m.paymentOptionId,
          price: { formatted, decimal },
          homeVenue: { id: found.homeVenueId, name: row.venueName ?? '', slug: row.venueSlug ?? '' },
        },
        types: await optionsOf(clientId, found),
      };
    },

    async costs(
      clientId: number,
      userId: number,
      id: number,
      optionId: number,
      startsAt?: string,
    ): Promise<ChangeCosts> {
      const { found, option, startDate, costs } = await quote({ clientId, userId }, id, optionId, startsAt);
      const currency = await deps.currencyOf(clientId);
      const fee = (raw: number) => {
        const { formatted, decimal } = toPrice(raw, currency);
        return { formatted, decimal };
      };
      const collection = costs.firstCollectionDate;
      return {
        totalDueNow: {
          ...fee(costs.totalDueNow),
          monthInHand: fee(costs.monthInHand),
          fees: fee(costs.fees),
        },
        newMembershipPrice: fee(option.baseFee),
        differenceToOldMembership: differenceText(
          found.current.paymentType,
          found.current.baseFee,
          option.baseFee,
          (p) => toPrice(p, currency).formatted,
        ),
        startsAt: found.bounds,
        startDate,
        currentEndsOn: costs.currentEndsOn,
        endDate: costs.endDate,
        firstBillingDate: collection,
        prettyFirstBillingDate: collection ? calendarDay(collection).fullDate : null,
        paymentType: option.paymentType as 'recurring' | 'fixed',
        fixedDuration: option.fixedDuration,
        fixedPeriod: option.fixedPeriod as ChangeCosts['fixedPeriod'],
      };
    },

    /**
     * Makes the change: a pending membership following the current one, in the basket at what is due
     * now, or, with nothing due, paid at once by an order of nothing. A retry with the same
     * Idempotency-Key answers what the first made; a second change of the same membership replaces the
     * first while it waits in the basket.
     */
    async submit(
      caller: Caller,
      id: number,
      input: { startsAt: string; paymentOptionId: number },
      key: string,
    ): Promise<ChangeResponse['data']> {
      const { found, type, option, startDate, costs } = await quote(
        caller,
        id,
        input.paymentOptionId,
        input.startsAt,
      );
      const holder = found.m.userId;
      const basketCaller = { clientId: caller.clientId, session: caller.session, visitorKey: null };
      return deps.withBasket(basketCaller, async (tx, basket) => {
        const memberships = createMembershipsRepository(tx);
        const lifecycle = createMembershipLifecycleRepository(tx);
        const made = await memberships.findByKey(caller.clientId, holder, key);
        if (made) {
          const line = await lineOfSuccessor(basket, made);
          return { membershipId: made.id, cartItemId: line?.id ?? null, orderId: made.orderId };
        }
        // Locked, then asked again: a change or renewal paid for meanwhile wins.
        const old = await lifecycle.lock(caller.clientId, id);
        const paid = (await lifecycle.successorsOf([id])).some((s) => s.orderId !== null);
        if (old?.status !== 'active' || paid) throw new HttpError(409, standingMessages.changing);
        await dropUnpaidSuccessor(tx, basket, id);
        const startsAt = startOfLocalDay(startDate, found.timeZone);
        const membershipId = await memberships.insert({
          clientId: caller.clientId,
          userId: holder,
          homeVenueId: found.homeVenueId,
          reference: '',
          name: type.name,
          status: 'pending',
          startsAt,
          expiresAt: costs.endDate ? startOfLocalDay(addDays(costs.endDate, 1), found.timeZone) : null,
          membershipTypeId: type.id,
          paymentOptionId: option.id,
          paymentType: option.paymentType,
          baseFee: option.baseFee,
          billingDay: old.billingDay,
          firstBillingDate: costs.firstBillingDate,
          joiningCosts: {
            totalToPayNow: costs.totalDueNow,
            monthInHandFee: costs.monthInHand,
            changeFee: costs.fees,
            // An undone order gives the old membership back its end.
            previousEnd: old.expiresAt?.toISOString() ?? null,
          },
          mandateId: old.mandateId,
          idempotencyKey: key,
          origin: 'change',
          previousMembershipId: id,
        });
        await memberships.setReference(membershipId, `M${100_000 + membershipId}`);
        if (costs.totalDueNow > 0) {
          const cartItemId = await basket.store.insert({
            cartableType: membershipChangeLineType,
            cartableId: membershipId,
            purchasedForUserId: holder,
            name: type.name,
            unitPrice: costs.totalDueNow,
          });
          return { membershipId, cartItemId, orderId: null };
        }
        const orderId = await deps.placeFreeOrder(tx, {
          clientId: caller.clientId,
          userId: caller.userId,
          cartId: basket.cartId,
          idempotencyKey: `membership-change:${membershipId}`,
          name: type.name,
          purchasedForUserId: holder,
        });
        await memberships.markPaid(membershipId, orderId, 'pending');
        await lifecycle.setEnd(id, startsAt);
        return { membershipId, cartItemId: null, orderId };
      });
    },
  };
}
export type MembershipChange = ReturnType<typeof createMembershipChange>;
