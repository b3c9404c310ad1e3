import { and, eq } from 'drizzle-orm';
import { addMonths } from '../modules/memberships/membership-pricing';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { recordOrder } from '../modules/orders/record-order';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';
import { gymAndSwimOption } from './demo-membership-options';

/** The member whose year paid in one go ends in a fortnight: they may renew it, or change it first. */
export const renewingMember = {
  reference: 'C100014',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.nair@example.com',
  dateOfBirth: '1991-09-02',
};
export const renewingMemberDaysLeft = 14;
/** The member whose three months ended three weeks ago: the card offers to renew it from today. */
export const lapsedMember = {
  reference: 'C100015',
  firstName: 'Owen',
  lastName: 'Hughes',
  email: 'owen.hughes@example.com',
  dateOfBirth: '1979-02-21',
};
export const lapsedMemberDaysAgo = 21;
/** The member who has paid for a membership that starts next week: pending until its first day. */
export const startingMember = {
  reference: 'C100025',
  firstName: 'Ella',
  lastName: 'Moore',
  email: 'ella.moore@example.com',
  dateOfBirth: '1994-07-09',
};
export const startingMemberDaysAhead = 7;

export async function seedDemoRenewingMember(tx: Executor, demo: DemoContext): Promise<void> {
  for (const member of [renewingMember, lapsedMember, startingMember])
    await createUsersRepository(tx).insert({
      ...member,
      clientId: demo.clientId,
      passwordHash: demo.passwordHash,
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    });
}

/**
 * Priya's twelve-month Gym & Swim at Manchester Central, its last day a fortnight from the day of the seed,
 * and Owen's three months of it, whose last day was three weeks before.
 */
export async function seedDemoRenewingMembership(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const today = localDate(now);
  await seedSinglePayment(
    tx,
    demo,
    now,
    renewingMember.reference,
    12,
    addDays(today, renewingMemberDaysLeft + 1),
  );
  await seedSinglePayment(tx, demo, now, lapsedMember.reference, 3, addDays(today, 1 - lapsedMemberDaysAgo));
  await seedSinglePayment(
    tx,
    demo,
    now,
    startingMember.reference,
    3,
    addMonths(addDays(today, startingMemberDaysAhead), 3),
  );
}

/** A Gym & Swim single payment of some months that ends as `end` begins (expired once that has passed). */
async function seedSinglePayment(
  tx: Executor,
  demo: DemoPlace,
  now: Date,
  reference: string,
  months: number,
  end: string,
) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, demo.clientId), eq(users.reference, reference)));
  const option = await gymAndSwimOption(tx, demo.clientId, { paymentType: 'fixed', months });
  if (!user || !option) throw new Error(`The demo member ${reference} needs their account and gym-and-swim`);
  const endsAt = startOfLocalDay(end);
  const startsAt = startOfLocalDay(addMonths(end, -months));
  // One paid for but not begun is pending with the order that paid for it (a waiting join has none).
  const orderId = startsAt > now ? await paidOrder(tx, demo, user.id, reference, option) : null;
  await createMembershipsRepository(tx).insert({
    clientId: demo.clientId,
    userId: user.id,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    reference: `M${reference.slice(1)}`,
    name: option.name,
    status: endsAt <= now ? 'expired' : startsAt > now ? 'pending' : 'active',
    startsAt,
    expiresAt: endsAt,
    membershipTypeId: option.typeId,
    paymentOptionId: option.id,
    paymentType: 'fixed',
    baseFee: option.baseFee,
    orderId,
  });
}

/** The order that paid for a demo membership at reception, in cash, with its one membership item. */
function paidOrder(
  tx: Executor,
  demo: DemoPlace,
  userId: number,
  reference: string,
  option: { name: string; baseFee: number },
): Promise<number> {
  return recordOrder(tx, {
    clientId: demo.clientId,
    userId,
    cartId: 0,
    idempotencyKey: `demo-${reference}`,
    total: option.baseFee,
    paymentType: 'cash',
    source: 'foh',
    item: { type: 'membership', name: option.name, purchasedForUserId: userId, price: option.baseFee },
  });
}
