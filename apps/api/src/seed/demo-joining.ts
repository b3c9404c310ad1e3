import { and, eq } from 'drizzle-orm';
import { createMandatesRepository } from '../modules/direct-debit/mandates.repository';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { createTermsRepository } from '../modules/terms/terms.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import { sanitiseHtml } from '../platform/sanitise-html';
import type { DemoContext, DemoPlace } from './demo-accounts';
import { gymAndSwimOption } from './demo-membership-options';

/** The member who already pays by direct debit: joining again skips the bank details and keeps their billing day. */
export const instructedMember = {
  reference: 'C100013',
  firstName: 'Riley',
  lastName: 'Shaw',
  email: 'riley.shaw@example.com',
  dateOfBirth: '1986-05-14',
  billingDay: 15,
};

const joiningTerms = [
  {
    kind: 'membership',
    title: 'Membership terms',
    html: `<h2>Membership terms</h2>
<p>A monthly membership continues from month to month until you cancel it with one month’s notice, given in My account or at reception. Your first payment covers the days from your start date to your first collection; after that your fee is collected on your billing day each month.</p>
<p>A single-payment membership lasts for the term you choose and ends on the date shown. It does not renew and is not refundable once it has started.</p>
<p>Your membership card is personal to you. Prices may change with thirty days’ notice.</p>`,
  },
  {
    kind: 'health_commitment',
    title: 'Health commitment',
    html: `<h2>Health commitment</h2>
<p>I confirm that, to the best of my knowledge, I am in good health and know of no reason why I should not take part in physical activity. If I have a medical condition, I have taken advice from my doctor and will tell the staff before I exercise.</p>
<p>I will stop exercising and tell a member of staff if I feel unwell.</p>`,
  },
  {
    kind: 'direct_debit',
    title: 'The Direct Debit Guarantee',
    html: `<h2>The Direct Debit Guarantee</h2>
<p>This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.</p>
<p>If there are any changes to the amount, date or frequency of your Direct Debit we will notify you ten working days in advance of your account being debited or as otherwise agreed.</p>
<p>If an error is made in the payment of your Direct Debit, by us or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.</p>
<p>You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.</p>`,
  },
] as const;

/** The three kinds of terms a join asks for (spec part 2 §4 Terms), and the member who pays by direct debit already. */
export async function seedDemoJoining(tx: Executor, demo: DemoContext): Promise<void> {
  const terms = createTermsRepository(tx);
  for (const [position, t] of joiningTerms.entries())
    await terms.insert({
      clientId: demo.clientId,
      title: t.title,
      html: await sanitiseHtml(t.html),
      appliesTo: [t.kind],
      position,
    });
  const { billingDay: _, ...member } = instructedMember;
  await createUsersRepository(tx).insert({
    ...member,
    clientId: demo.clientId,
    passwordHash: demo.passwordHash,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
  });
}

/**
 * The instructed member's mandate and the monthly membership it pays for, started 40 days ago. The account
 * number was given to the provider, never to us: only its ending is kept, and the cipher column says so.
 */
export async function seedDemoInstructedMember(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, demo.clientId), eq(users.reference, instructedMember.reference)));
  const option = await gymAndSwimOption(tx, demo.clientId, { paymentType: 'recurring' });
  if (!user || !option) throw new Error('The instructed demo member needs their account and gym-and-swim');
  const started = addDays(localDate(now), -40);
  const mandateId = await createMandatesRepository(tx).insert({
    clientId: demo.clientId,
    userId: user.id,
    provider: 'sandbox',
    providerReference: 'MD-DEMO-RILEY',
    status: 'active',
    accountHolder: 'Riley Shaw',
    accountNumberCipher: 'held-by-provider',
    accountNumberEnding: '11',
    sortCode: '200000',
    bankName: 'Barclays',
    submittedAt: startOfLocalDay(started),
  });
  await createMembershipsRepository(tx).insert({
    clientId: demo.clientId,
    userId: user.id,
    homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    reference: 'M100013',
    name: option.name,
    status: 'active',
    startsAt: startOfLocalDay(started),
    membershipTypeId: option.typeId,
    paymentOptionId: option.id,
    paymentType: 'recurring',
    baseFee: option.baseFee,
    billingDay: instructedMember.billingDay,
    mandateId,
    orderId: null,
  });
}
