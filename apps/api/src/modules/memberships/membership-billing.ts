import type { Db, Executor } from '../../platform/db/client';
import {
  type DirectDebitProvider,
  DirectDebitRefusal,
  type ProviderEvent,
} from '../../platform/direct-debit/provider';
import { HttpError } from '../../platform/http/errors';
import { addDays, formatDay, localDate, operatorTimeZone, startOfLocalDay } from '../../platform/local-time';
import {
  type BilledMembership,
  billingDay,
  type Freeze,
  periodAmount,
  periodsDue,
  submitAheadDays,
} from './billing-periods';
import { type CollectionRow, createMembershipBillingRepository } from './membership-billing.repository';
import { createMembershipLifecycleRepository } from './membership-lifecycle.repository';
import { allows, transition } from './membership-transitions';
import { promotionTerms } from './promotion-rules';

/** The fee a failed collection becomes (penalties.type). */
export const collectionFeeType = 'membership_collection';
/** Why a membership was suspended by billing (the audit row's details.reason): only this is undone by paying. */
export const failedCollectionsReason = 'failed_collections';

const batch = 200;

type CollectionEvent = Extract<ProviderEvent, { resource: 'collection' }>;
type Outcome = { status: 'paid' | 'failed' | 'cancelled'; failureReason: string | null };

type Deps = {
  db: Db;
  provider: DirectDebitProvider;
  now: () => Date;
  currencyOf: (clientId: number) => Promise<string>;
  /** The fees module's port: an unpaid fee for a failed collection, and one settled by a later collection. */
  fees: {
    charge(
      tx: Executor,
      fee: {
        clientId: number;
        userId: number;
        venueId: number | null;
        description: string;
        amount: number;
        at: Date;
      },
    ): Promise<number>;
    /** Marks an unpaid fee paid by the direct debit's retry (no order); false when it was not unpaid. */
    settle(tx: Executor, clientId: number, penaltyId: number): Promise<boolean>;
  };
  /** The credits module's port: membership credit, spent first and given back when taken twice. */
  credits: {
    spendable(tx: Executor, clientId: number, userId: number): Promise<number>;
    spend(
      tx: Executor,
      spend: { clientId: number; userId: number; amount: number; reason: string },
    ): Promise<void>;
    award(
      tx: Executor,
      award: { clientId: number; userId: number; amount: number; reason: string },
    ): Promise<void>;
  };
};

/** A failed collection's fee as the payments area lists it: the membership and the period's days. */
export function missedPaymentDescription(
  name: string,
  period: { periodStart: string; periodEnd: string },
  timeZone = operatorTimeZone,
) {
  const day = (d: string) => formatDay(startOfLocalDay(d, timeZone), timeZone);
  return `Missed membership payment: ${name}, ${day(period.periodStart)} to ${day(period.periodEnd)}`;
}

export const collectionKey = (c: Pick<CollectionRow, 'clientId' | 'id'>, attempt = 1) =>
  attempt === 1 ? `collection-${c.clientId}-${c.id}` : `collection-${c.clientId}-${c.id}-${attempt}`;

const monthInHandOf = (costs: unknown) =>
  typeof costs === 'object' &&
  costs !== null &&
  Number((costs as { monthInHandFee?: unknown }).monthInHandFee) > 0;

/** The later (or earlier) of two calendar days, YYYY-MM-DD comparing as text. */
const laterDay = (a: string, b: string) => [a, b].sort()[1]!;
const earlierDay = (a: string, b: string) => [a, b].sort()[0]!;

/** A membership's last day at its venue: the day before the moment it ends. */
const lastDayOf = (expiresAt: Date | null, timeZone: string) =>
  expiresAt ? localDate(new Date(expiresAt.getTime() - 1), timeZone) : null;

/**
 * Billing of monthly memberships by direct debit (docs/decisions/048-membership-billing.md): the schedule
 * of one collection per period, its submission to the provider, settlement from the provider's word,
 * failures made unpaid fees with one retry, suspension after the operator's number of failures in a row,
 * and reinstatement when the arrears are paid. Every time is read from the one clock it is given.
 */
export function createMembershipBilling(deps: Deps) {
  const { db, provider, now } = deps;

  /** Writes the collections due for one batch of memberships; the number written. */
  async function scheduleBatch(
    tx: Executor,
    rows: Awaited<ReturnType<ReturnType<typeof createMembershipBillingRepository>['running']>>,
  ) {
    const repo = createMembershipBillingRepository(tx);
    const at = now();
    const freezes = new Map<number, Freeze[]>();
    for (const f of await repo.freezesOf(rows.map((r) => r.id)))
      freezes.set(f.membershipId, [...(freezes.get(f.membershipId) ?? []), f]);
    const earliest = rows.reduce(
      (min, r) => earlierDay(min, addDays(billingDay(at, r.timeZone ?? operatorTimeZone), -31)),
      '9999-12-31',
    );
    const written = new Set(
      (
        await repo.writtenFrom(
          rows.map((r) => r.id),
          earliest,
        )
      ).map((w) => `${w.membershipId}|${w.periodStart}`),
    );
    let count = 0;
    for (const m of rows) {
      const timeZone = m.timeZone ?? operatorTimeZone;
      const today = billingDay(at, timeZone);
      const billed: BilledMembership = {
        firstBillingDate: m.firstBillingDate!,
        monthInHand: monthInHandOf(m.joiningCosts),
        finalPaymentDate: m.finalPaymentDate,
        lastDay: lastDayOf(m.expiresAt, timeZone),
      };
      const promotion = m.promotion ? promotionTerms(m.promotion) : null;
      for (const period of periodsDue(billed, today)) {
        if (written.has(`${m.id}|${period.start}`)) continue;
        const { amount } = periodAmount(m.baseFee!, promotion, period, freezes.get(m.id) ?? []);
        const row = await repo.insertOnce({
          clientId: m.clientId,
          membershipId: m.id,
          periodStart: period.start,
          periodEnd: period.end,
          amount,
          chargeDate: laterDay(period.start, today),
          status: 'scheduled',
        });
        // Another sweep wrote it first: its credit and its collection are that sweep's.
        if (!row) continue;
        count++;
        let credit =
          amount > 0 ? Math.min(amount, await deps.credits.spendable(tx, m.clientId, m.userId)) : 0;
        if (credit > 0)
          try {
            await deps.credits.spend(tx, {
              clientId: m.clientId,
              userId: m.userId,
              amount: credit,
              reason: `Membership payment ${formatDay(startOfLocalDay(period.start, timeZone), timeZone)}`,
            });
          } catch (error) {
            // Spent by a checkout since it was read (refused before anything was written): collected in full.
            if (!(error instanceof HttpError)) throw error;
            credit = 0;
          }
        if (credit > 0 || amount === 0)
          await repo.move(row.id, ['scheduled'], {
            creditApplied: credit,
            ...(credit === amount ? { status: 'covered', settledAt: at } : {}),
          });
      }
    }
    return count;
  }

  /** Undoes a billing suspension once every failed collection's fee of the membership is paid. */
  async function reinstateIfClear(tx: Executor, m: { membershipId: number; clientId: number }) {
    const repo = createMembershipBillingRepository(tx);
    const status = await createMembershipLifecycleRepository(tx).lockStatus(m.clientId, m.membershipId);
    if (status === null || !allows('reinstate', status)) return false;
    if ((await repo.lastSuspension(m.membershipId))?.reason !== failedCollectionsReason) return false;
    if ((await repo.unpaidFeesOf(m.membershipId)) > 0) return false;
    await transition(
      tx,
      { id: m.membershipId, clientId: m.clientId },
      'reinstate',
      { kind: 'system' },
      {
        reason: 'arrears_paid',
      },
    );
    return true;
  }

  /** The failures in a row, latest first, that a new failure makes. */
  async function failuresInARow(tx: Executor, membershipId: number) {
    let n = 0;
    for (const c of await createMembershipBillingRepository(tx).latestOf(membershipId)) {
      if (c.status === 'failed') n++;
      else if (c.status === 'paid' || c.status === 'covered') break;
    }
    return n;
  }

  /**
   * A collection's outcome, in the caller's transaction: paid, or failed (a fee the first time, and a
   * suspension when the failures in a row reach the operator's number). Only the presentation that has
   * `reference` is moved, and only once: a repeated or stale word changes nothing.
   */
  async function applyOutcome(
    tx: Executor,
    collectionId: number,
    reference: string | null,
    outcome: Outcome,
  ): Promise<'moved' | 'unchanged'> {
    const repo = createMembershipBillingRepository(tx);
    const found = await repo.byId(collectionId);
    if (!found || (reference !== null && found.collection.providerReference !== reference))
      return 'unchanged';
    const at = now();
    const from = reference === null ? ['scheduled'] : ['submitted'];
    if (outcome.status === 'paid') {
      const moved = await repo.move(collectionId, from, {
        status: 'paid',
        failureReason: null,
        settledAt: at,
      });
      if (!moved) return 'unchanged';
      if (moved.penaltyId !== null) {
        // The retry took the money: its fee is settled, unless the member paid it meanwhile, when what was
        // taken twice goes back to them as membership credit (spent on their next collection).
        if (await deps.fees.settle(tx, moved.clientId, moved.penaltyId))
          await reinstateIfClear(tx, { membershipId: moved.membershipId, clientId: moved.clientId });
        else if (moved.amount - moved.creditApplied > 0)
          await deps.credits.award(tx, {
            clientId: moved.clientId,
            userId: found.userId,
            amount: moved.amount - moved.creditApplied,
            reason: 'Membership payment collected after its fee was paid',
          });
      }
      return 'moved';
    }
    const failureReason = outcome.failureReason ?? (outcome.status === 'cancelled' ? 'cancelled' : 'failed');
    const moved = await repo.move(collectionId, from, { status: 'failed', failureReason, settledAt: at });
    if (!moved) return 'unchanged';
    if (moved.penaltyId !== null) return 'moved';
    const timeZone = found.timeZone ?? operatorTimeZone;
    const penaltyId = await deps.fees.charge(tx, {
      clientId: moved.clientId,
      userId: found.userId,
      venueId: found.homeVenueId,
      description: missedPaymentDescription(found.membershipName, moved, timeZone),
      amount: moved.amount - moved.creditApplied,
      at,
    });
    await repo.move(collectionId, ['failed'], { penaltyId });
    const failures = await failuresInARow(tx, moved.membershipId);
    const status = await createMembershipLifecycleRepository(tx).lockStatus(
      moved.clientId,
      moved.membershipId,
    );
    if (
      status !== null &&
      allows('suspend', status) &&
      failures >= (await repo.failedCollectionsLimit(moved.clientId))
    )
      await transition(
        tx,
        { id: moved.membershipId, clientId: moved.clientId },
        'suspend',
        { kind: 'system' },
        {
          reason: failedCollectionsReason,
          failures,
          collectionId,
        },
      );
    return 'moved';
  }

  /**
   * A scheduled period that a freeze now covers takes the freeze fee: what credit paid beyond it goes back
   * to the member as membership credit, and a period left with nothing to take is covered. Null when
   * nothing changed (or another pass moved it first).
   */
  async function repriceForFreeze(
    tx: Executor,
    row: { collection: CollectionRow; userId: number },
  ): Promise<CollectionRow | null> {
    const c = row.collection;
    const repo = createMembershipBillingRepository(tx);
    const freeze = (await repo.freezesOf([c.membershipId])).find(
      (f) => f.activeFrom <= c.periodStart && c.periodStart <= f.endsOn,
    );
    if (!freeze || freeze.freezeFee === c.amount) return null;
    const credit = Math.min(c.creditApplied, freeze.freezeFee);
    const moved = await repo.move(
      c.id,
      ['scheduled'],
      {
        amount: freeze.freezeFee,
        creditApplied: credit,
        ...(credit === freeze.freezeFee ? { status: 'covered', settledAt: now() } : {}),
      },
      0,
    );
    if (moved && c.creditApplied > credit)
      await deps.credits.award(tx, {
        clientId: c.clientId,
        userId: row.userId,
        amount: c.creditApplied - credit,
        reason: 'Membership credit not needed: the period is frozen',
      });
    return moved;
  }

  /** Presents a collection to the provider; null when the provider refused it (the refusal's reason). */
  async function present(
    row: NonNullable<Awaited<ReturnType<ReturnType<typeof createMembershipBillingRepository>['byId']>>>,
    attempt: number,
    chargeDate: string,
  ) {
    const c = row.collection;
    try {
      return {
        made: await provider.collect({
          idempotencyKey: collectionKey(c, attempt),
          mandateReference: row.mandateReference!,
          amount: c.amount - c.creditApplied,
          currency: await deps.currencyOf(c.clientId),
          chargeDate,
          description: `${row.membershipName}, ${c.periodStart} to ${c.periodEnd}`,
        }),
        refused: null,
      };
    } catch (error) {
      if (error instanceof DirectDebitRefusal) return { made: null, refused: error.reason };
      throw error;
    }
  }

  return {
    /** The schedule sweep (advisory-locked by the caller; safe to run twice, or two at once). */
    async schedule(tx: Executor): Promise<number> {
      let count = 0;
      let afterId = 0;
      for (;;) {
        const rows = await createMembershipBillingRepository(tx).running(batch, afterId);
        if (rows.length === 0) break;
        count += await scheduleBatch(tx, rows);
        afterId = rows[rows.length - 1]!.id;
      }
      return count;
    },

    /**
     * Sends the scheduled collections whose day is near to the provider, and presents failed ones again
     * after the operator's retry days. Works outside any lock, as the mandates' sweep does: two instances
     * sending one collection at once send it once (our key), and only one moves the row on.
     */
    async submitDue(limit = 100): Promise<number> {
      const at = now();
      const repo = createMembershipBillingRepository(db);
      let sent = 0;
      let trouble: unknown = null;
      for (const row of await repo.dueToSubmit(addDays(localDate(at), submitAheadDays + 1), limit)) {
        const c = row.collection;
        const today = billingDay(at, row.timeZone ?? operatorTimeZone);
        if (c.chargeDate > addDays(today, submitAheadDays)) continue;
        try {
          if (
            row.membershipStatus === 'cancelled' ||
            row.membershipStatus === 'expired' ||
            c.periodEnd < today
          ) {
            // Ended meanwhile, or a suspension outlasted the period: nothing is owed for it by direct debit.
            if (await repo.move(c.id, ['scheduled'], { status: 'cancelled', settledAt: at })) sent++;
            continue;
          }
          // Suspended or not yet started: waits (reinstated within the period, it is collected then).
          if (row.membershipStatus !== 'active' && row.membershipStatus !== 'frozen') continue;
          if (row.mandateStatus !== 'active' || !row.mandateReference) {
            // The instruction is on its way: wait. It failed or ended: the period is owed as a fee.
            if (['pending', 'submitting', 'submitted'].includes(row.mandateStatus ?? '')) continue;
            await db.transaction((tx) =>
              applyOutcome(tx, c.id, null, { status: 'failed', failureReason: 'mandate_inactive' }),
            );
            sent++;
            continue;
          }
          // A freeze approved since the period was written prices it still (and may leave nothing to take).
          const priced = (await db.transaction((tx) => repriceForFreeze(tx, row))) ?? c;
          if (priced.status !== 'scheduled') {
            sent++;
            continue;
          }
          const chargeDate = laterDay(c.chargeDate, today);
          const { made, refused } = await present({ ...row, collection: priced }, 1, chargeDate);
          if (!made) {
            await db.transaction((tx) =>
              applyOutcome(tx, c.id, null, { status: 'failed', failureReason: refused }),
            );
          } else {
            await repo.move(c.id, ['scheduled'], {
              status: 'submitted',
              providerReference: made.reference,
              chargeDate: made.chargeDate,
              attempts: 1,
            });
          }
          sent++;
        } catch (error) {
          trouble ??= error;
        }
      }
      for (const row of await repo.dueToRetry(at, limit)) {
        const c = row.collection;
        try {
          const { made } = await present(row, 2, billingDay(at, row.timeZone ?? operatorTimeZone));
          // Refused the second time: it stays failed, its fee owed.
          const set = made
            ? {
                status: 'submitted',
                providerReference: made.reference,
                chargeDate: made.chargeDate,
                attempts: 2,
                settledAt: null,
              }
            : { attempts: 2 };
          if (await repo.move(c.id, ['failed'], set, 1)) sent++;
        } catch (error) {
          trouble ??= error;
        }
      }
      if (trouble) throw trouble;
      return sent;
    },

    /** Asks the provider how submitted collections went once their day has passed (the sandbox's only word). */
    async settleDue(limit = 100): Promise<number> {
      const at = now();
      let settled = 0;
      const rows = await createMembershipBillingRepository(db).dueToSettle(addDays(localDate(at), 1), limit);
      for (const row of rows) {
        const c = row.collection;
        if (c.chargeDate >= billingDay(at, row.timeZone ?? operatorTimeZone)) continue;
        const found = await provider.retrieveCollection(c.providerReference!);
        if (!found || found.status === 'pending') continue;
        const outcome: Outcome = { status: found.status, failureReason: found.failureReason };
        if ((await db.transaction((tx) => applyOutcome(tx, c.id, c.providerReference, outcome))) === 'moved')
          settled++;
      }
      return settled;
    },

    /** One pass of the drain sweep: submissions and retries, then settlements (each whatever the other met). */
    async drain(): Promise<number> {
      let done = 0;
      let trouble: unknown = null;
      for (const step of ['submitDue', 'settleDue'] as const) {
        try {
          done += await this[step]();
        } catch (error) {
          trouble ??= error;
        }
      }
      if (trouble) throw trouble;
      return done;
    },

    /** A provider's webhook event about a collection, in the webhook's transaction. */
    async applyCollectionEvent(
      tx: Executor,
      event: CollectionEvent,
    ): Promise<'moved' | 'unchanged' | 'unknown'> {
      if (event.status === 'pending') return 'unchanged';
      const found = await createMembershipBillingRepository(tx).byProviderReference(event.reference);
      if (!found) return 'unknown';
      return applyOutcome(tx, found.collection.id, event.reference, {
        status: event.status,
        failureReason: event.failureReason,
      });
    },

    /** The fee line's port: a fee paid by an order; a failed collection's reinstates when it clears the arrears. */
    async feePaid(tx: Executor, fee: { clientId: number; penaltyId: number }): Promise<void> {
      const found = await createMembershipBillingRepository(tx).byPenalty(fee.clientId, fee.penaltyId);
      if (found)
        await reinstateIfClear(tx, { membershipId: found.collection.membershipId, clientId: fee.clientId });
    },

    /** The next charge date written in the schedule for each membership, from a day on. */
    nextChargeDates: (executor: Executor, membershipIds: number[], fromDay: string) =>
      createMembershipBillingRepository(executor).nextChargeDates(membershipIds, fromDay),
  };
}
export type MembershipBilling = ReturnType<typeof createMembershipBilling>;
