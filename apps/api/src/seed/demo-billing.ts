import { and, eq } from 'drizzle-orm';
import { createMandatesRepository } from '../modules/direct-debit/mandates.repository';
import { createPenaltiesRepository } from '../modules/fees/penalties.repository';
import { periodOf } from '../modules/memberships/billing-periods';
import {
  collectionFeeType,
  failedCollectionsReason,
  missedPaymentDescription,
} from '../modules/memberships/membership-billing';
import { membershipCollections, membershipEvents } from '../modules/memberships/membership-lifecycle.tables';
import { nextBillingDate } from '../modules/memberships/membership-pricing';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { memberships } from '../modules/memberships/memberships.tables';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { sandboxDirectDebitMandates } from '../platform/direct-debit/sandbox-direct-debit.tables';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';
import { instructedMember } from './demo-joining';
import { gymAndSwimOption } from './demo-membership-options';

/** The member whose bank turned down three collections in a row: suspended, with three fees to pay. */
export const suspendedMember = {
  reference: 'C100016',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam.okafor@example.com',
  dateOfBirth: '1988-11-30',
};
const suspendedBillingDay = 1;

export async function seedDemoBillingMember(tx: Executor, demo: DemoContext): Promise<void> {
  await createUsersRepository(tx).insert({
    ...suspendedMember,
    clientId: demo.clientId,
    passwordHash: demo.passwordHash,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
  });
}

const userId = async (tx: Executor, demo: DemoPlace, reference: string) => {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, demo.clientId), eq(users.reference, reference)));
  if (!user) throw new Error(`The demo member ${reference} needs their account`);
  return user.id;
};

/** The sandbox's own record of a demo mandate, so that its collections go through the sandbox's books. */
const sandboxMandate = (tx: Executor, id: string, holder: string, ending: string, at: Date) =>
  tx.insert(sandboxDirectDebitMandates).values({
    id,
    idempotencyKey: `demo-${id}`,
    status: 'active',
    accountHolder: holder,
    sortCode: '200000',
    accountNumberEnding: ending,
    bankName: 'Barclays',
    createdAt: at,
  });

/** Every period of a membership that has begun by `today`, from the first. */
function periodsBegun(firstBillingDate: string, today: string) {
  const periods = [];
  for (let n = 1; periodOf(firstBillingDate, n).start <= today; n++)
    periods.push(periodOf(firstBillingDate, n));
  return periods;
}

/**
 * Riley's collections so far, paid (their first billing date after their start, the stub before it paid
 * when joining), and Sam Okafor's monthly Gym & Swim, whose last three collections failed: suspended, with
 * a fee for each that the payments area offers, and paying them makes the membership active again.
 */
export async function seedDemoBilling(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const today = localDate(now);

  const riley = await userId(tx, demo, instructedMember.reference);
  const [rileys] = await tx
    .select({ id: memberships.id, startsAt: memberships.startsAt, baseFee: memberships.baseFee })
    .from(memberships)
    .where(and(eq(memberships.userId, riley), eq(memberships.reference, 'M100013')));
  if (!rileys) throw new Error('The instructed demo member needs their membership');
  const rileyFirst = nextBillingDate(localDate(rileys.startsAt), instructedMember.billingDay);
  await tx.update(memberships).set({ firstBillingDate: rileyFirst }).where(eq(memberships.id, rileys.id));
  await sandboxMandate(tx, 'MD-DEMO-RILEY', 'Riley Shaw', '11', rileys.startsAt);
  const rileyPaid = periodsBegun(rileyFirst, today);
  if (rileyPaid.length > 0)
    await tx.insert(membershipCollections).values(
      rileyPaid.map((p, i) => ({
        clientId: demo.clientId,
        membershipId: rileys.id,
        periodStart: p.start,
        periodEnd: p.end,
        amount: rileys.baseFee ?? 0,
        chargeDate: p.start,
        status: 'paid',
        providerReference: `PM-DEMO-RILEY-${i + 1}`,
        attempts: 1,
        settledAt: new Date(Math.min(startOfLocalDay(addDays(p.start, 1)).getTime(), now.getTime())),
      })),
    );

  const sam = await userId(tx, demo, suspendedMember.reference);
  const option = await gymAndSwimOption(tx, demo.clientId, { paymentType: 'recurring' });
  if (!option) throw new Error('The suspended demo member needs gym-and-swim');
  const started = addDays(today, -100);
  const first = nextBillingDate(started, suspendedBillingDay);
  const homeVenueId = demo.venueIds.get('manchester-central') ?? null;
  await sandboxMandate(tx, 'MD-DEMO-SAM', 'Sam Okafor', '44', startOfLocalDay(started));
  const mandateId = await createMandatesRepository(tx).insert({
    clientId: demo.clientId,
    userId: sam,
    provider: 'sandbox',
    providerReference: 'MD-DEMO-SAM',
    status: 'active',
    accountHolder: 'Sam Okafor',
    accountNumberCipher: 'held-by-provider',
    accountNumberEnding: '44',
    sortCode: '200000',
    bankName: 'Barclays',
    submittedAt: startOfLocalDay(started),
  });
  const membershipId = await createMembershipsRepository(tx).insert({
    clientId: demo.clientId,
    userId: sam,
    homeVenueId,
    reference: 'M100016',
    name: option.name,
    status: 'suspended',
    startsAt: startOfLocalDay(started),
    membershipTypeId: option.typeId,
    paymentOptionId: option.id,
    paymentType: 'recurring',
    baseFee: option.baseFee,
    billingDay: suspendedBillingDay,
    firstBillingDate: first,
    mandateId,
    orderId: null,
  });
  const begun = periodsBegun(first, today);
  const failedFrom = begun.length - 3;
  const penalties = createPenaltiesRepository(tx);
  for (const [i, p] of begun.entries()) {
    const failed = i >= failedFrom;
    const settledAt = new Date(Math.min(startOfLocalDay(addDays(p.start, 1)).getTime(), now.getTime()));
    const penaltyId = failed
      ? await penalties.insert({
          clientId: demo.clientId,
          userId: sam,
          venueId: homeVenueId,
          type: collectionFeeType,
          description: missedPaymentDescription(option.name, { periodStart: p.start, periodEnd: p.end }),
          feeAmount: option.baseFee,
          incurredAt: settledAt,
        })
      : null;
    await tx.insert(membershipCollections).values({
      clientId: demo.clientId,
      membershipId,
      periodStart: p.start,
      periodEnd: p.end,
      amount: option.baseFee,
      chargeDate: p.start,
      status: failed ? 'failed' : 'paid',
      providerReference: `PM-DEMO-SAM-${i + 1}`,
      // Presented again after the retry days, and failed again: not presented a third time.
      attempts: failed ? 2 : 1,
      failureReason: failed ? 'insufficient_funds' : null,
      penaltyId,
      settledAt,
    });
  }
  const lastFailure = begun[begun.length - 1]!;
  await tx.insert(membershipEvents).values({
    clientId: demo.clientId,
    membershipId,
    event: 'suspend',
    fromStatus: 'active',
    toStatus: 'suspended',
    actor: 'system',
    details: { reason: failedCollectionsReason, failures: 3 },
    at: new Date(Math.min(startOfLocalDay(addDays(lastFailure.start, 1)).getTime(), now.getTime())),
  });
}
