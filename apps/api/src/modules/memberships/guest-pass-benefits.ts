import type { Executor, Tx } from '../../platform/db/client';
import { localDate, operatorTimeZone, startOfLocalDay } from '../../platform/local-time';
import { benefitPeriodOf, isBenefitFrequency } from './benefit-periods';
import { createMembershipBenefitsRepository } from './membership-benefits.repository';

/** A guest-pass benefit of a running membership with uses left in the period running now. */
export type GuestPassBenefit = {
  membershipId: number;
  benefitId: number;
  /** 'Guest pass (Gym & Swim)': the benefit's name and its membership type's. */
  name: string;
  paymentOptionId: number | null;
  usesRemaining: number;
  /** The period's end (the start of its renewal day, venue-local), or the membership's, if sooner. */
  expiresAt: Date;
  /** The period the next use counts in (membership_benefit_uses.period_start). */
  periodStart: string;
  /** The venues a local type opens; null for a national type (every venue of the operator). */
  venueIds: number[] | null;
};

/**
 * Guest passes as the memberships module gives them (a port wired in services.ts): the running
 * memberships (as `benefitFor` reads them: active, begun, not ended; frozen and suspended ones give none)
 * and their guest-pass benefits' uses left, each counted in the period holding today at the membership's
 * venue. A benefit without a limit gives no allowance: passes are only ever counted (decision 051).
 */
export const guestPassBenefits = {
  /** `lock` holds the running memberships' rows, as `sessionBenefits.lock` does, to the caller's commit. */
  async standing(
    executor: Executor,
    input: { clientId: number; userId: number; now: Date },
    lock = false,
  ): Promise<GuestPassBenefit[]> {
    const repo = createMembershipBenefitsRepository(executor);
    const running = await repo.runningOf(input.clientId, input.userId, input.now, lock);
    const rows = await repo.guestPassBenefitsOf(running.map((m) => m.id));
    const local = [...new Set(rows.filter((r) => r.coverage === 'local').map((r) => r.membershipTypeId))];
    const access = await repo.typeVenues(local);
    const standing: GuestPassBenefit[] = [];
    for (const row of rows) {
      if (row.totalUses === null || !isBenefitFrequency(row.frequency)) continue;
      const timeZone = row.timeZone ?? operatorTimeZone;
      const period = benefitPeriodOf(localDate(input.now, timeZone), row.frequency);
      const used = await repo.usedIn(row.membershipId, row.benefitId, period.start);
      const usesRemaining = row.totalUses - used;
      if (usesRemaining <= 0) continue;
      const periodEnd = startOfLocalDay(period.renewsOn, timeZone);
      standing.push({
        membershipId: row.membershipId,
        benefitId: row.benefitId,
        name: `${row.benefitName} (${row.typeName})`,
        paymentOptionId: row.paymentOptionId,
        usesRemaining,
        expiresAt: row.expiresAt && row.expiresAt < periodEnd ? row.expiresAt : periodEnd,
        periodStart: period.start,
        venueIds:
          row.coverage === 'local'
            ? access.filter((a) => a.typeId === row.membershipTypeId).map((a) => a.venueId)
            : null,
      });
    }
    return standing;
  },

  /** Spends one use for a guest pass: a use with no booking, never given back. Call under `standing`'s lock. */
  spend: (
    tx: Tx,
    input: { clientId: number; membershipId: number; benefitId: number; periodStart: string; now: Date },
  ) =>
    createMembershipBenefitsRepository(tx).insertUse({
      clientId: input.clientId,
      membershipId: input.membershipId,
      benefitId: input.benefitId,
      periodStart: input.periodStart,
      usedAt: input.now,
    }),
};
export type GuestPassBenefits = typeof guestPassBenefits;
