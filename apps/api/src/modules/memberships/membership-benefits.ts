import type { Executor, Tx } from '../../platform/db/client';
import { addDays } from '../../platform/local-time';
import { type BenefitPeriod, benefitPeriodOf, isBenefitFrequency, prettyDay } from './benefit-periods';
import { createMembershipBenefitsRepository } from './membership-benefits.repository';

/**
 * Which membership benefit makes a session free for its attendee (docs/decisions/050-benefit-periods.md):
 * - a running membership without a type (a legacy one, like Alex's 'Gold Anytime') keeps the old rule:
 *   every benefit price, without limit, and no use is counted;
 * - otherwise the first running membership (oldest first) with a benefit covering the activity and a use
 *   left in the period holding the session's local day; a benefit without a limit always has one.
 */
export type BenefitChoice =
  | { kind: 'legacy' }
  | {
      kind: 'counted';
      membershipId: number;
      benefitId: number;
      period: BenefitPeriod;
      remaining: number | null;
    };

export async function benefitFor(
  executor: Executor,
  input: { clientId: number; userId: number; activityId: number; day: string; now: Date },
  lock = false,
): Promise<BenefitChoice | null> {
  const repo = createMembershipBenefitsRepository(executor);
  const running = await repo.runningOf(input.clientId, input.userId, input.now, lock);
  if (running.length === 0) return null;
  if (running.some((m) => m.membershipTypeId === null)) return { kind: 'legacy' };
  const benefits = await repo.covering(
    running.flatMap((m) => m.membershipTypeId ?? []),
    input.activityId,
  );
  for (const membership of running) {
    for (const benefit of benefits) {
      if (benefit.membershipTypeId !== membership.membershipTypeId || !isBenefitFrequency(benefit.frequency))
        continue;
      const period = benefitPeriodOf(input.day, benefit.frequency);
      const base = { kind: 'counted' as const, membershipId: membership.id, benefitId: benefit.id, period };
      if (benefit.totalUses === null) return { ...base, remaining: null };
      const used = await repo.usedIn(membership.id, benefit.id, period.start);
      if (used < benefit.totalUses) return { ...base, remaining: benefit.totalUses - used };
    }
  }
  return null;
}

/**
 * The timetable's question for a whole day at once: of these activities, the ones a running membership
 * of the customer makes free on that day (a use left in the day's period); 'all' for a legacy membership.
 */
export async function benefitActivitiesOn(
  executor: Executor,
  input: { clientId: number; userId: number; activityIds: number[]; day: string; now: Date },
): Promise<ReadonlySet<number> | 'all'> {
  const repo = createMembershipBenefitsRepository(executor);
  const running = await repo.runningOf(input.clientId, input.userId, input.now);
  if (running.some((m) => m.membershipTypeId === null)) return 'all';
  const benefits = await repo.coveringAny(
    running.flatMap((m) => m.membershipTypeId ?? []),
    input.activityIds,
  );
  const free = new Set<number>();
  const left = new Map<string, boolean>();
  for (const membership of running)
    for (const benefit of benefits) {
      if (benefit.membershipTypeId !== membership.membershipTypeId || !isBenefitFrequency(benefit.frequency))
        continue;
      if (free.has(benefit.activityId)) continue;
      const period = benefitPeriodOf(input.day, benefit.frequency);
      const key = `${membership.id}|${benefit.id}`;
      if (!left.has(key))
        left.set(
          key,
          benefit.totalUses === null ||
            (await repo.usedIn(membership.id, benefit.id, period.start)) < benefit.totalUses,
        );
      if (left.get(key)) free.add(benefit.activityId);
    }
  return free;
}

/**
 * What the session line and a booking's cancellation need (bookings/session-line.ts SessionBenefits):
 * uses are counted and spent under a lock of the attendee's running memberships, held to the order's
 * commit, so two orders at once never spend the same last use.
 */
export const sessionBenefits = {
  /** Locks the attendees' running memberships in id order: call before quoting an order's lines. */
  async lock(tx: Tx, clientId: number, userIds: number[], now: Date): Promise<void> {
    const repo = createMembershipBenefitsRepository(tx);
    for (const userId of [...new Set(userIds)].sort((a, b) => a - b))
      await repo.runningOf(clientId, userId, now, true);
  },

  /** Spends a use for a session booked at the benefit price; null when none is counted (legacy). */
  async spend(
    tx: Tx,
    input: { clientId: number; userId: number; activityId: number; day: string; now: Date },
  ): Promise<number | null> {
    const choice = await benefitFor(tx, input, true);
    if (!choice || choice.kind === 'legacy') return null;
    return createMembershipBenefitsRepository(tx).insertUse({
      clientId: input.clientId,
      membershipId: choice.membershipId,
      benefitId: choice.benefitId,
      periodStart: choice.period.start,
      usedAt: input.now,
    });
  },

  link: (tx: Tx, useId: number, bookingId: number) =>
    createMembershipBenefitsRepository(tx).linkBooking(useId, bookingId),

  /** A booking cancelled in time, or its order undone: its use is given back. */
  async giveBack(tx: Executor, bookingIds: number[], at: Date): Promise<void> {
    await createMembershipBenefitsRepository(tx).returnForBookings(bookingIds, at);
  },
};

/** The list's `remainingUses` and `renewsAt` for each benefit of some memberships, from one query. */
export async function benefitStandings(
  executor: Executor,
  memberships: { id: number; today: string }[],
  benefits: { id: number; totalUses: number | null; frequency: string }[],
) {
  const earliest = memberships.reduce<string | null>(
    (a, m) => (a === null || m.today < a ? m.today : a),
    null,
  );
  // The longest period is a year: no use counted before a year ago can be in a period running today.
  const used = earliest
    ? await createMembershipBenefitsRepository(executor).usedSince(
        memberships.map((m) => m.id),
        addDays(earliest, -366),
      )
    : [];
  const counts = new Map(used.map((u) => [`${u.membershipId}:${u.benefitId}:${u.periodStart}`, u.n]));
  return (membershipId: number, today: string, benefitId: number) => {
    const benefit = benefits.find((b) => b.id === benefitId);
    if (!benefit || benefit.totalUses === null || !isBenefitFrequency(benefit.frequency))
      return { remainingUses: null, renewsAt: null };
    const period = benefitPeriodOf(today, benefit.frequency);
    const spent = counts.get(`${membershipId}:${benefitId}:${period.start}`) ?? 0;
    return {
      remainingUses: Math.max(0, benefit.totalUses - spent),
      renewsAt: { rawPretty: prettyDay(period.renewsOn) },
    };
  };
}
