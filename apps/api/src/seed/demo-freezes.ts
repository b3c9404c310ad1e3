import { freezeStatusInfo } from '@leisure/contracts/membership-freeze-rules';
import { and, eq } from 'drizzle-orm';
import { createMandatesRepository } from '../modules/direct-debit/mandates.repository';
import { freezeEndsOn } from '../modules/memberships/membership-freeze';
import { createMembershipFreezesRepository } from '../modules/memberships/membership-freezes.repository';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';
import { gymAndSwimOption } from './demo-membership-options';

/** Why a demo member may freeze: two reasons that ask for proof, one that does not. */
export const demoFreezeTypes = [
  {
    reason: 'Injury or illness',
    timePeriods: ['1 month', '2 months', '3 months'],
    proofDescription:
      'A note from your doctor or physiotherapist saying you should not exercise for the time you freeze.',
    proofDocumentType: "Doctor's note",
    freezeFee: 0,
    position: 1,
  },
  {
    reason: 'Travel',
    timePeriods: ['1 month', '2 months', '3 months'],
    proofDescription: null,
    proofDocumentType: null,
    freezeFee: 500,
    position: 2,
  },
  {
    reason: 'Pregnancy',
    timePeriods: ['3 months', '6 months'],
    proofDescription: 'Your MATB1 certificate, or a letter from your midwife or doctor.',
    proofDocumentType: 'MATB1 certificate',
    freezeFee: 0,
    position: 3,
  },
];

/** Nina's membership is frozen now (travelling); Leo's waits for approval (an injury, no note yet). */
export const frozenMember = {
  reference: 'C100017',
  firstName: 'Nina',
  lastName: 'Patel',
  email: 'nina.patel@example.com',
  dateOfBirth: '1988-04-12',
};
export const freezePendingMember = {
  reference: 'C100018',
  firstName: 'Leo',
  lastName: 'Grant',
  email: 'leo.grant@example.com',
  dateOfBirth: '1993-11-30',
};
/** A running monthly Gym & Swim that only the freeze browser test freezes. */
export const freezingMember = {
  reference: 'C100019',
  firstName: 'Freya',
  lastName: 'Lund',
  email: 'freya.lund@example.com',
  dateOfBirth: '1990-06-18',
};
const members = [frozenMember, freezePendingMember, freezingMember];

export async function seedDemoFreezeTypesAndMembers(tx: Executor, demo: DemoContext): Promise<void> {
  await createMembershipFreezesRepository(tx).insertTypes(
    demoFreezeTypes.map((t) => ({ ...t, clientId: demo.clientId })),
  );
  for (const member of members)
    await createUsersRepository(tx).insert({
      ...member,
      clientId: demo.clientId,
      passwordHash: demo.passwordHash,
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    });
}

/**
 * Their monthly Gym & Swim at Manchester Central, begun two months before the seed and paid by direct
 * debit on the 1st; Nina's frozen since ten days ago for a month, Leo's waiting from yesterday to freeze
 * a month from next week.
 */
export async function seedDemoFreezes(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const today = localDate(now);
  const option = await gymAndSwimOption(tx, demo.clientId, { paymentType: 'recurring' });
  if (!option) throw new Error('The freeze demo members need gym-and-swim');
  const freezes = createMembershipFreezesRepository(tx);
  const types = await freezes.typesOf(demo.clientId);
  const typeOf = (reason: string) => types.find((t) => t.reason === reason)!;
  const started = addDays(today, -61);
  for (const member of members) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, demo.clientId), eq(users.reference, member.reference)));
    if (!user) throw new Error(`The demo member ${member.reference} needs their account`);
    const mandateId = await createMandatesRepository(tx).insert({
      clientId: demo.clientId,
      userId: user.id,
      provider: 'sandbox',
      providerReference: `MD-DEMO-${member.firstName.toUpperCase()}`,
      status: 'active',
      accountHolder: `${member.firstName} ${member.lastName}`,
      accountNumberCipher: 'held-by-provider',
      accountNumberEnding: '11',
      sortCode: '200000',
      bankName: 'Barclays',
      submittedAt: startOfLocalDay(started),
    });
    const frozen = member === frozenMember;
    const waiting = member === freezePendingMember;
    const membershipId = await createMembershipsRepository(tx).insert({
      clientId: demo.clientId,
      userId: user.id,
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
      reference: `M${member.reference.slice(1)}`,
      name: option.name,
      status: frozen ? 'frozen' : 'active',
      statusInfo: waiting ? freezeStatusInfo.pendingApproval : null,
      startsAt: startOfLocalDay(started),
      membershipTypeId: option.typeId,
      paymentOptionId: option.id,
      paymentType: 'recurring',
      baseFee: option.baseFee,
      billingDay: 1,
      mandateId,
      orderId: null,
    });
    if (frozen || waiting) {
      const activeFrom = frozen ? addDays(today, -10) : addDays(today, 7);
      await freezes.insert({
        clientId: demo.clientId,
        membershipId,
        freezeTypeId: typeOf(frozen ? 'Travel' : 'Injury or illness').id,
        activeFrom,
        months: 1,
        endsOn: freezeEndsOn(activeFrom, 1),
        status: frozen ? 'active' : 'pending_approval',
        requestedAt: startOfLocalDay(addDays(today, frozen ? -14 : -1)),
        decidedAt: frozen ? startOfLocalDay(addDays(today, -13)) : null,
      });
    }
  }
}
