import type { CancelInfo, CancelResult, OutstandingPenalty } from '@leisure/contracts/membership-cancel';
import { toPrice } from '@leisure/contracts/money';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { addDays, formatDay, localClock, localDate, startOfLocalDay } from '../../platform/local-time';
import type { LineBasket } from '../basket/line-type';
import { cancellationDates } from './cancellation-notice';
import { managedMembership } from './managed-membership';
import { createMembershipCancellationRepository } from './membership-cancellation.repository';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { calendarDay, lastDayOf } from './membership-list';
import { addMonths } from './membership-pricing';
import { transition } from './membership-transitions';
import type { memberships } from './memberships.tables';

export const cannotCancelOnlineMessage = 'This membership cannot be cancelled online';
export const debtsMessage = 'Debts must be settled before this membership can be cancelled';
export const notCancellableMessage = 'This membership cannot be cancelled.';
export const noDebtsMessage = 'There are no outstanding debts on this account.';

type MembershipRow = typeof memberships.$inferSelect;

/** An unpaid fee as the fees module answers it (its `listUnpaidOf`). */
export type OwedFee = {
  id: number;
  userId: number;
  type: string;
  description: string;
  feeAmount: number;
  venueName: string | null;
  incurredAt: Date;
  booking: { activityName: string; startsAt: Date; timeZone: string } | null;
};

type Caller = { clientId: number; userId: number; session: SessionContext };

export type CancellationDeps = {
  db: Db;
  currencyOf(clientId: number): Promise<string>;
  householdOf(clientId: number, userId: number): Promise<{ id: number }[]>;
  /** The fees module: a customer's unpaid fees, read in the caller's transaction. */
  unpaidFeesOf(executor: Executor, clientId: number, userId: number): Promise<OwedFee[]>;
  /** The fees module's basket line: these fees added to the basket, for who owes them. */
  addFeesToBasket(tx: Tx, basket: LineBasket, fees: { id: number; userId: number }[]): Promise<void>;
  withBasket<T>(
    caller: { clientId: number; session: SessionContext; visitorKey: null },
    change: (tx: Tx, basket: LineBasket) => Promise<T>,
  ): Promise<T>;
  /** The direct-debit module: an instruction to be cancelled at the provider. */
  cancelMandate(executor: Executor, mandateId: number): Promise<unknown>;
  now?: () => Date;
};

const refuse = (status: number, message: string) => new HttpError(status, message, { membership: [message] });

/** The first collection a monthly membership takes (a month on when its first month was paid when joining). */
function firstCollectionOf(m: MembershipRow): string | null {
  if (!m.firstBillingDate) return null;
  const costs = m.joiningCosts as { monthInHandFee?: unknown } | null;
  return Number(costs?.monthInHandFee) > 0 ? addMonths(m.firstBillingDate, 1) : m.firstBillingDate;
}

/** The dates cancelling a monthly membership today gives; null when it has no billing day. */
export function noticeDatesOf(m: MembershipRow, noticeDays: number, today: string, timeZone: string) {
  if (m.paymentType !== 'recurring' || m.billingDay === null) return null;
  return cancellationDates({
    today,
    noticeDays,
    billingDay: m.billingDay,
    firstCollection: firstCollectionOf(m),
    lastDay: lastDayOf(m.expiresAt, timeZone),
  });
}

/** What a made cancellation answers, read from the membership's row (the same for a repeated call). */
function resultOf(m: MembershipRow, timeZone: string): CancelResult {
  const lastDay = lastDayOf(m.expiresAt, timeZone) ?? localDate(new Date(), timeZone);
  return {
    id: m.id,
    status: m.status,
    finalPaymentDate: m.finalPaymentDate ? calendarDay(m.finalPaymentDate) : null,
    finalDayOfMembership: calendarDay(lastDay),
  };
}

/** Cancelled by its member, or asked to be: cancelling it again changes nothing. */
const cancelled = (m: MembershipRow) =>
  m.cancellationRequestedAt !== null && (m.status === 'cancelled' || m.paymentType === 'recurring');

/**
 * Cancelling a membership (spec part 2 §2 Cancel modal, §3 Cancel info, §4 Cancel; decision 045): with
 * notice for a monthly one, which runs to the end of the period its final collection pays for; at once,
 * with no refund, for a single payment. The holder's debts are paid first, through the basket: the order
 * that pays them cancels the membership in its own transaction.
 */
export function createMembershipCancellation(deps: CancellationDeps) {
  const now = deps.now ?? (() => new Date());

  async function load(clientId: number, userId: number, id: number) {
    const household = (await deps.householdOf(clientId, userId)).map((h) => h.id);
    const managed = await managedMembership(deps.db, household, clientId, id, now());
    const settings =
      managed.m.membershipTypeId === null
        ? null
        : await createMembershipCancellationRepository(deps.db).settingsOf(managed.m.membershipTypeId);
    return { ...managed, settings };
  }

  /** Refuses what may not be cancelled online, in the order the modal would show it. */
  function assertMayCancel(loaded: Awaited<ReturnType<typeof load>>) {
    const { settings, standing } = loaded;
    if (!settings || !standing.managementEnabled) throw refuse(409, notCancellableMessage);
    if (!settings.allowOnline) throw refuse(403, settings.refusalMessage ?? cannotCancelOnlineMessage);
    if (!standing.cancellable) throw refuse(409, notCancellableMessage);
    return settings;
  }

  /** The cancellation itself, in the caller's transaction, the membership locked: none when it is made already. */
  async function cancelIn(
    tx: Tx,
    clientId: number,
    id: number,
    noticeDays: number,
    timeZone: string,
    actor: { kind: 'customer'; userId: number },
  ): Promise<MembershipRow> {
    const at = now();
    const lifecycle = createMembershipLifecycleRepository(tx);
    const m = await lifecycle.lock(clientId, id);
    if (!m) throw refuse(409, notCancellableMessage);
    if (cancelled(m)) return m;
    if ((await deps.unpaidFeesOf(tx, clientId, m.userId)).length > 0) throw refuse(409, debtsMessage);
    const repo = createMembershipCancellationRepository(tx);
    const today = localDate(at, timeZone);
    const dates = noticeDatesOf(m, noticeDays, today, timeZone);
    if (dates && m.status !== 'pending') {
      const expiresAt = startOfLocalDay(addDays(dates.finalDay, 1), timeZone);
      await repo.setCancellation(m.id, {
        requestedAt: at,
        finalPaymentDate: dates.finalPaymentDate,
        expiresAt,
      });
      await lifecycle.insertEvents([
        {
          clientId,
          membershipId: m.id,
          event: 'cancellation-requested',
          fromStatus: m.status,
          toStatus: m.status,
          actor: actor.kind,
          actorUserId: actor.userId,
          details: { finalPaymentDate: dates.finalPaymentDate, finalDay: dates.finalDay, noticeDays },
        },
      ]);
    } else {
      // A single payment, or one not yet started: it ends now, with no refund.
      await repo.setCancellation(m.id, { requestedAt: at, finalPaymentDate: null, expiresAt: at });
      await transition(tx, m, 'cancel', actor, { reason: 'cancelled by member' });
    }
    return (await lifecycle.lock(clientId, id))!;
  }

  return {
    /** Cancel info: what cancelling today would mean, the debts in the way, and whether it may be done online. */
    async info(clientId: number, userId: number, id: number): Promise<CancelInfo> {
      const { m, timeZone, today, settings } = await load(clientId, userId, id);
      const [fees, currency] = await Promise.all([
        deps.unpaidFeesOf(deps.db, clientId, m.userId),
        deps.currencyOf(clientId),
      ]);
      const noticeDays = settings?.noticeDays ?? 0;
      const dates = noticeDatesOf(m, noticeDays, today, timeZone);
      const money = (raw: number) => ({ amount: raw, formatted: toPrice(raw, currency).formatted });
      const owed: OutstandingPenalty[] = fees.map((f) => ({
        id: f.id,
        type: f.type,
        description: f.description,
        feeAmount: money(f.feeAmount),
        venue: f.venueName === null ? null : { name: f.venueName },
        session: f.booking && {
          name: f.booking.activityName,
          date: formatDay(f.booking.startsAt, f.booking.timeZone),
          time: localClock(f.booking.startsAt, f.booking.timeZone),
        },
        createdAt: f.incurredAt.toISOString(),
      }));
      return {
        recurring: dates && {
          cancellationNoticePeriod: noticeDays,
          earliestFinalPaymentDate: dates.finalPaymentDate ? calendarDay(dates.finalPaymentDate) : null,
          earliestFinalDayOfMembership: calendarDay(dates.finalDay),
          cancellationNoticeRequired: noticeDays > 0,
        },
        paymentType: m.paymentType === 'recurring' ? 'recurring' : 'fixed',
        hasOutstandingPenaltiesDue: owed.length > 0,
        outstandingPenaltiesDue: owed,
        totalOutstanding: money(fees.reduce((sum, f) => sum + f.feeAmount, 0)),
        allowOnlineMembershipCancellation: settings?.allowOnline ?? false,
        membershipCancellationRefusalMessage: settings?.allowOnline
          ? null
          : (settings?.refusalMessage ?? cannotCancelOnlineMessage),
      };
    },

    /** Cancels now (200); sent again, answers the same. 403 when refused online, 409 while debts are owed. */
    async cancel(caller: Caller, id: number): Promise<CancelResult> {
      const loaded = await load(caller.clientId, caller.userId, id);
      if (cancelled(loaded.m)) return resultOf(loaded.m, loaded.timeZone);
      const settings = assertMayCancel(loaded);
      const made = await deps.db.transaction((tx) =>
        cancelIn(tx, caller.clientId, id, settings.noticeDays, loaded.timeZone, {
          kind: 'customer',
          userId: caller.userId,
        }),
      );
      return resultOf(made, loaded.timeZone);
    },

    /**
     * 'Pay debt and cancel membership': every unpaid fee of the holder into the caller's basket (those
     * there already stay as they are), and the basket noted on the membership, whose order cancels it.
     */
    async payDebts(caller: Caller, id: number): Promise<{ cartItemIds: number[] }> {
      const loaded = await load(caller.clientId, caller.userId, id);
      if (cancelled(loaded.m)) throw refuse(409, notCancellableMessage);
      assertMayCancel(loaded);
      const basketCaller = { clientId: caller.clientId, session: caller.session, visitorKey: null };
      return deps.withBasket(basketCaller, async (tx, basket) => {
        const m = await createMembershipLifecycleRepository(tx).lock(caller.clientId, id);
        if (!m || cancelled(m)) throw refuse(409, notCancellableMessage);
        const fees = await deps.unpaidFeesOf(tx, caller.clientId, m.userId);
        if (fees.length === 0) throw refuse(409, noDebtsMessage);
        const inBasket = (await basket.store.lines()).filter((l) => l.cartableType === 'penalty');
        const held = new Set(inBasket.map((l) => l.cartableId));
        await deps.addFeesToBasket(
          tx,
          basket,
          fees.filter((f) => !held.has(f.id)).map((f) => ({ id: f.id, userId: f.userId })),
        );
        await createMembershipCancellationRepository(tx).setPendingCart(m.id, basket.cartId);
        const feeIds = new Set(fees.map((f) => f.id));
        return {
          cartItemIds: (await basket.store.lines())
            .filter((l) => l.cartableType === 'penalty' && feeIds.has(l.cartableId ?? 0))
            .map((l) => l.id),
        };
      });
    },

    /**
     * Checkout's `orderPlaced` port, in the order's transaction after its lines are fulfilled: the
     * memberships waiting for this basket are cancelled when none of their holder's debts is left unpaid;
     * otherwise (the basket no longer paid them all) the waiting cancellation is dropped.
     */
    async orderPlaced(tx: Tx, order: { clientId: number; cartId: number }) {
      const waiting = await createMembershipCancellationRepository(tx).pendingOn(order.cartId);
      for (const m of waiting) {
        const repo = createMembershipCancellationRepository(tx);
        await repo.setPendingCart(m.id, null);
        if (m.clientId !== order.clientId || cancelled(m)) continue;
        if ((await deps.unpaidFeesOf(tx, m.clientId, m.userId)).length > 0) continue;
        const settings = m.membershipTypeId === null ? null : await repo.settingsOf(m.membershipTypeId);
        if (!settings?.allowOnline) continue;
        const row = await createMembershipLifecycleRepository(tx).findOfHolders(m.clientId, m.id, [m.userId]);
        const timeZone = row?.timeZone ?? 'Europe/London';
        if (!['pending', 'active', 'frozen', 'suspended'].includes(m.status)) continue;
        await cancelIn(tx, m.clientId, m.id, settings.noticeDays, timeZone, {
          kind: 'customer',
          userId: m.userId,
        });
      }
    },

    /** The sweep: instructions of memberships cancelled by their member, now ended, are cancelled. */
    async endMandates(tx: Executor): Promise<number> {
      const due = await createMembershipCancellationRepository(tx).mandatesToEnd(100);
      for (const mandate of due) await deps.cancelMandate(tx, mandate.id);
      return due.length;
    },
  };
}
export type MembershipCancellation = ReturnType<typeof createMembershipCancellation>;
