import { and, eq, inArray } from 'drizzle-orm';
import { createPenaltiesRepository } from '../modules/fees/penalties.repository';
import { cancellationDates } from '../modules/memberships/cancellation-notice';
import { createMembershipCatalogueRepository } from '../modules/memberships/membership-catalogue.repository';
import {
  membershipPaymentOptions,
  membershipTypes,
} from '../modules/memberships/membership-catalogue.tables';
import { addMonths } from '../modules/memberships/membership-pricing';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';

/**
 * Members for cancelling a membership (decision 045), each on their own so that the browser test of
 * cancelling (e2e/tests/account-cancel.spec.ts) changes no one else's:
 * - Ada holds a corporate membership that cannot be cancelled online;
 * - Tom has cancelled his monthly membership, which runs to its final day;
 * - Isla owes two fees, so cancelling goes by the debt page and the checkout;
 * - Noah's monthly membership needs 30 days' notice; Grace's twelve months paid in one go end at once.
 */
export const cancellationMembers = {
  refused: { reference: 'C100040', firstName: 'Ada', lastName: 'Brooks', email: 'ada.brooks@example.com' },
  cancelled: {
    reference: 'C100041',
    firstName: 'Tom',
    lastName: 'Fischer',
    email: 'tom.fischer@example.com',
  },
  owing: { reference: 'C100042', firstName: 'Isla', lastName: 'Reid', email: 'isla.reid@example.com' },
  monthly: { reference: 'C100043', firstName: 'Noah', lastName: 'Patel', email: 'noah.patel@example.com' },
  fixed: { reference: 'C100044', firstName: 'Grace', lastName: 'Lee', email: 'grace.lee@example.com' },
} as const;

export const corporateRefusalMessage =
  'Corporate memberships are cancelled through your employer. Please speak to the team at reception.';
const billingDay = 1;

export async function seedDemoCancellationMembers(tx: Executor, demo: DemoContext): Promise<void> {
  for (const member of Object.values(cancellationMembers))
    await createUsersRepository(tx).insert({
      ...member,
      dateOfBirth: '1988-05-17',
      clientId: demo.clientId,
      passwordHash: demo.passwordHash,
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    });
  // Not sold online (inactive), held by Ada, and cancelled only at reception.
  await createMembershipCatalogueRepository(tx).insertType(
    {
      clientId: demo.clientId,
      slug: 'corporate-gym',
      name: 'Corporate Gym',
      coverage: 'national',
      active: false,
      allowOnlineCancellation: false,
      cancellationRefusalMessage: corporateRefusalMessage,
    },
    [],
    [],
  );
}

/** Their memberships at Manchester Central, dated from `now`, and Isla's fees. */
export async function seedDemoCancellations(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const today = localDate(now);
  const people = new Map(
    (
      await tx
        .select({ id: users.id, reference: users.reference })
        .from(users)
        .where(
          and(
            eq(users.clientId, demo.clientId),
            inArray(
              users.reference,
              Object.values(cancellationMembers).map((m) => m.reference),
            ),
          ),
        )
    ).map((u) => [u.reference, u.id]),
  );
  const types = new Map(
    (
      await tx
        .select({ id: membershipTypes.id, slug: membershipTypes.slug, name: membershipTypes.name })
        .from(membershipTypes)
        .where(
          and(
            eq(membershipTypes.clientId, demo.clientId),
            inArray(membershipTypes.slug, ['gym-and-swim', 'corporate-gym']),
          ),
        )
    ).map((t) => [t.slug, t]),
  );
  const options = await tx
    .select({
      id: membershipPaymentOptions.id,
      typeId: membershipPaymentOptions.membershipTypeId,
      paymentType: membershipPaymentOptions.paymentType,
      fixedDuration: membershipPaymentOptions.fixedDuration,
      baseFee: membershipPaymentOptions.baseFee,
    })
    .from(membershipPaymentOptions)
    .where(eq(membershipPaymentOptions.membershipTypeId, types.get('gym-and-swim')?.id ?? 0));
  const monthly = options.find((o) => o.paymentType === 'recurring');
  const year = options.find((o) => o.paymentType === 'fixed' && o.fixedDuration === 12);
  const gym = types.get('gym-and-swim');
  const corporate = types.get('corporate-gym');
  if (!monthly || !year || !gym || !corporate || people.size !== 5)
    throw new Error('The cancelling demo members need their accounts, gym-and-swim and corporate-gym');

  const venue = demo.venueIds.get('manchester-central') ?? null;
  const memberships = createMembershipsRepository(tx);
  const started = startOfLocalDay(addDays(today, -75));
  const running = (reference: string) => ({
    clientId: demo.clientId,
    userId: people.get(reference)!,
    homeVenueId: venue,
    reference: `M${reference.slice(1)}`,
    status: 'active',
    startsAt: started,
    orderId: null,
  });
  const gymMonthly = {
    name: gym.name,
    membershipTypeId: gym.id,
    paymentOptionId: monthly.id,
    paymentType: 'recurring',
    baseFee: monthly.baseFee,
    billingDay,
  };
  const c = cancellationMembers;
  await memberships.insert({ ...running(c.monthly.reference), ...gymMonthly });
  await memberships.insert({ ...running(c.owing.reference), ...gymMonthly });
  await memberships.insert({
    ...running(c.refused.reference),
    name: corporate.name,
    membershipTypeId: corporate.id,
    paymentType: 'recurring',
    baseFee: 2500,
    billingDay,
  });
  // Tom asked ten days ago: his notice's dates, as the rule gave them then.
  const asked = addDays(today, -10);
  const dates = cancellationDates({
    today: asked,
    noticeDays: 30,
    billingDay,
    firstCollection: null,
    lastDay: null,
  });
  await memberships.insert({
    ...running(c.cancelled.reference),
    ...gymMonthly,
    cancellationRequestedAt: startOfLocalDay(asked),
    finalPaymentDate: dates.finalPaymentDate,
    expiresAt: startOfLocalDay(addDays(dates.finalDay, 1)),
  });
  const yearStart = addDays(today, -60);
  await memberships.insert({
    ...running(c.fixed.reference),
    name: gym.name,
    startsAt: startOfLocalDay(yearStart),
    expiresAt: startOfLocalDay(addMonths(yearStart, 12)),
    membershipTypeId: gym.id,
    paymentOptionId: year.id,
    paymentType: 'fixed',
    baseFee: year.baseFee,
  });

  const penalties = createPenaltiesRepository(tx);
  const isla = people.get(c.owing.reference)!;
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await penalties.insert({
    clientId: demo.clientId,
    userId: isla,
    venueId: venue,
    type: 'no-show',
    description: 'Did not attend Aqua Fit',
    feeAmount: 500,
    incurredAt: at(12),
  });
  await penalties.insert({
    clientId: demo.clientId,
    userId: isla,
    venueId: venue,
    type: 'late-cancellation',
    description: 'Late cancellation of Spin Express',
    feeAmount: 750,
    incurredAt: at(4),
  });
}
