import { and, eq } from 'drizzle-orm';
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

/** The member whose year paid in one go ends in a fortnight: they may renew it, or change it first. */
export const renewingMember = {
  reference: 'C100014',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.nair@example.com',
  dateOfBirth: '1991-09-02',
};
export const renewingMemberDaysLeft = 14;

export async function seedDemoRenewingMember(tx: Executor, demo: DemoContext): Promise<void> {
  await createUsersRepository(tx).insert({
    ...renewingMember,
    clientId: demo.clientId,
    passwordHash: demo.passwordHash,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
  });
}

/** Their twelve-month Gym & Swim at Manchester Central, its last day a fortnight from the day of the seed. */
export async function seedDemoRenewingMembership(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, demo.clientId), eq(users.reference, renewingMember.reference)));
  const [option] = await tx
    .select({
      id: membershipPaymentOptions.id,
      typeId: membershipTypes.id,
      name: membershipTypes.name,
      baseFee: membershipPaymentOptions.baseFee,
    })
    .from(membershipPaymentOptions)
    .innerJoin(membershipTypes, eq(membershipTypes.id, membershipPaymentOptions.membershipTypeId))
    .where(
      and(
        eq(membershipTypes.clientId, demo.clientId),
        eq(membershipTypes.slug, 'gym-and-swim'),
        eq(membershipPaymentOptions.paymentType, 'fixed'),
        eq(membershipPaymentOptions.fixedDuration, 12),
      ),
    );
  if (!user || !option)
    throw new Error('The renewing demo member needs their account and a year of gym-and-swim');
  const end = addDays(localDate(now), renewingMemberDaysLeft + 1);
  await createMembershipsRepository(tx).insert({
    clientId: demo.clientId,
    userId: user.id,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    reference: 'M100014',
    name: option.name,
    status: 'active',
    startsAt: startOfLocalDay(addMonths(end, -12)),
    expiresAt: startOfLocalDay(end),
    membershipTypeId: option.typeId,
    paymentOptionId: option.id,
    paymentType: 'fixed',
    baseFee: option.baseFee,
    orderId: null,
  });
}
