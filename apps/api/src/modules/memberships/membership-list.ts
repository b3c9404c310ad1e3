import type { AccountMembership, MembershipStatus } from '@leisure/contracts/memberships';
import { membershipStatuses } from '@leisure/contracts/memberships';
import { toPrice } from '@leisure/contracts/money';
import type { Db } from '../../platform/db/client';
import { addDays, formatFullDate, localDate, operatorTimeZone } from '../../platform/local-time';
import { benefitStandings } from './membership-benefits';
import { createMembershipBillingRepository } from './membership-billing.repository';
import { createMembershipCatalogueRepository } from './membership-catalogue.repository';
import {
  type AccountMembershipRow,
  createMembershipLifecycleRepository,
} from './membership-lifecycle.repository';
import { addMonths, nextBillingDate } from './membership-pricing';
import { standingOf } from './membership-standing';

/** A calendar day as the account shows it: YYYY-MM-DD and '26 November 2026'. */
export const calendarDay = (raw: string) => ({
  raw,
  fullDate: formatFullDate(new Date(`${raw}T12:00:00Z`), 'UTC'),
});

export const timeZoneOf = (row: Pick<AccountMembershipRow, 'timeZone'>) => row.timeZone ?? operatorTimeZone;

/** A membership's last day at its venue: the day before the moment it ends; null when it has no end. */
export function lastDayOf(expiresAt: Date | null, timeZone: string): string | null {
  return expiresAt ? localDate(new Date(expiresAt.getTime() - 1), timeZone) : null;
}

/**
 * The next direct-debit collection of a running monthly membership: its billing day after today, no
 * sooner than its first collection (a month on when the first month was paid when joining), and none
 * after its last day.
 */
export function nextPaymentDay(
  m: Pick<
    AccountMembershipRow['membership'],
    'status' | 'paymentType' | 'billingDay' | 'firstBillingDate'
  > & {
    monthInHand: boolean;
  },
  today: string,
  lastDay: string | null,
): string | null {
  if (m.paymentType !== 'recurring' || m.billingDay === null) return null;
  if (m.status !== 'active' && m.status !== 'pending') return null;
  const first = m.firstBillingDate
    ? m.monthInHand
      ? addMonths(m.firstBillingDate, 1)
      : m.firstBillingDate
    : null;
  const tomorrow = addDays(today, 1);
  const next = nextBillingDate(first && first > tomorrow ? first : tomorrow, m.billingDay);
  return lastDay !== null && next > lastDay ? null : next;
}

const monthInHandOf = (costs: unknown) =>
  typeof costs === 'object' &&
  costs !== null &&
  Number((costs as { monthInHandFee?: unknown }).monthInHandFee) > 0;

const statusOf = (status: string): MembershipStatus =>
  (membershipStatuses as readonly string[]).includes(status.toLowerCase())
    ? (status.toLowerCase() as MembershipStatus)
    : 'active';

export type MembershipListDeps = {
  db: Db;
  currencyOf(clientId: number): Promise<string>;
  /** The customer and the people they act for, with their names. */
  householdOf(clientId: number, userId: number): Promise<{ id: number; name: string }[]>;
  /** Each membership's latest eligibility document and each criterion's kinds of document (the eligibility module). */
  documents?: DocumentFacts;
  now?: () => Date;
};

/** The eligibility module's answer about documents, read once for the whole list. */
export type DocumentFacts = (
  membershipIds: number[],
  criterionIds: number[],
) => Promise<{
  latestOf(membershipId: number): AccountMembership['document'];
  typesOf(criterionId: number): { id: number; name: string }[];
  /** A criterion that asks for proof: one that only bands ages has nothing to upload, and is not listed. */
  needsProof(criterionId: number): boolean;
}>;

const noDocuments: DocumentFacts = async () => ({
  latestOf: () => null,
  typesOf: () => [],
  needsProof: () => false,
});

/** The memberships list (spec part 2 §2 Memberships list; §3 Membership (list)). */
export function createMembershipList(deps: MembershipListDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(clientId: number, userId: number): Promise<AccountMembership[]> {
      const household = await deps.householdOf(clientId, userId);
      const repo = createMembershipLifecycleRepository(deps.db);
      const rows = await repo.ofHolders(
        clientId,
        household.map((h) => h.id),
      );
      const typeIds = [...new Set(rows.flatMap((r) => r.membership.membershipTypeId ?? []))];
      const criterionIds = [...new Set(rows.flatMap((r) => r.criterionId ?? []))];
      const [successors, benefits, currency, documents] = await Promise.all([
        repo.successorsOf(rows.map((r) => r.membership.id)),
        createMembershipCatalogueRepository(deps.db).benefitsOf(typeIds),
        deps.currencyOf(clientId),
        (deps.documents ?? noDocuments)(
          rows.map((r) => r.membership.id),
          criterionIds,
        ),
      ]);
      const names = new Map(household.map((h) => [h.id, h.name]));
      const at = now();
      // The schedule's next collection where it is written; the billing-day rule before it is.
      const scheduled = await createMembershipBillingRepository(deps.db).nextChargeDates(
        rows.map((r) => r.membership.id),
        addDays(localDate(at), -1),
      );
      // Each benefit's uses left in the period running today at the membership's venue (decision 050).
      const benefitUses = await benefitStandings(
        deps.db,
        rows.map((r) => ({ id: r.membership.id, today: localDate(at, timeZoneOf(r)) })),
        benefits,
      );
      return rows.map((row) => {
        const m = row.membership;
        const tz = timeZoneOf(row);
        const today = localDate(at, tz);
        const lastDay = lastDayOf(m.expiresAt, tz);
        const successor = successors.find((s) => s.previousMembershipId === m.id && s.orderId !== null);
        const written = scheduled.get(m.id);
        const next =
          written !== undefined && written >= today && (m.status === 'active' || m.status === 'frozen')
            ? written
            : nextPaymentDay({ ...m, monthInHand: monthInHandOf(m.joiningCosts) }, today, lastDay);
        return {
          id: m.id,
          reference: m.reference,
          slug: row.typeSlug,
          status: statusOf(m.status),
          // A monthly membership its member cancelled runs to its final day (decision 045).
          statusInfo:
            m.cancellationRequestedAt !== null && m.status !== 'cancelled' && m.status !== 'expired'
              ? 'cancellation pending'
              : (m.statusInfo ?? null),
          holder: { id: m.userId, name: names.get(m.userId) ?? '' },
          membershipType: {
            id: m.membershipTypeId,
            name: m.name,
            coverage: (row.coverage as 'national' | 'local' | null) ?? null,
            eligibilityCriterion:
              row.criterionId === null || !documents.needsProof(row.criterionId)
                ? null
                : { id: row.criterionId, documentTypes: documents.typesOf(row.criterionId) },
          },
          homeVenue:
            m.homeVenueId === null || row.venueName === null
              ? null
              : { id: m.homeVenueId, name: row.venueName, slug: row.venueSlug ?? '' },
          paymentType: (m.paymentType as 'recurring' | 'fixed' | null) ?? null,
          startDate: { date: calendarDay(localDate(m.startsAt, tz)) },
          expiresAt: lastDay ? calendarDay(lastDay) : null,
          price: m.baseFee === null ? null : toPrice(m.baseFee, currency),
          nextPaymentDate: next ? calendarDay(next) : null,
          benefits: benefits
            .filter((b) => b.membershipTypeId === m.membershipTypeId)
            .map((b) => ({
              id: b.id,
              name: b.name,
              description: b.description,
              ...benefitUses(m.id, today, b.id),
            })),
          document: documents.latestOf(m.id),
          ...standingOf({
            status: statusOf(m.status),
            paymentType: m.paymentType,
            membershipTypeId: m.membershipTypeId,
            typeManagementEnabled: row.typeManagementEnabled ?? true,
            lastDay,
            successor: (successor?.origin as 'change' | 'renewal' | undefined) ?? null,
            today,
            statusInfo: m.statusInfo,
            cancellationRequested: m.cancellationRequestedAt !== null,
          }),
        };
      });
    },
  };
}
export type MembershipList = ReturnType<typeof createMembershipList>;
