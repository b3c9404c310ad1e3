import { and, eq, inArray } from 'drizzle-orm';
import { proofSuspensionReason } from '../modules/eligibility/document-review';
import { createEligibilityDocumentsRepository } from '../modules/eligibility/eligibility-documents.repository';
import {
  eligibilityDocumentTypes,
  membershipPaymentOptions,
  membershipTypes,
} from '../modules/memberships/membership-catalogue.tables';
import { createMembershipLifecycleRepository } from '../modules/memberships/membership-lifecycle.repository';
import { createMembershipsRepository } from '../modules/memberships/memberships.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { addDays, localDate, startOfLocalDay } from '../platform/local-time';
import type { DemoContext, DemoPlace } from './demo-accounts';

/**
 * Proof of eligibility on real memberships (issue 16): each member below holds a monthly Student Gym, whose
 * criterion asks for proof, with a document in one state. README, demo sign-ins.
 */
export const eligibilityMembers = [
  // The dashboard's customers (demo-dashboard.ts): their notices come from these memberships now.
  { reference: 'C100021', state: 'expired-10' },
  { reference: 'C100022', state: 'expiring-5' },
  { reference: 'C100023', state: 'expiring-1' },
  { reference: 'C100024', state: 'none' },
  // One each for the memberships list's document notices.
  {
    reference: 'C100070',
    firstName: 'Rosa',
    lastName: 'Lee',
    email: 'rosa.lee@example.com',
    state: 'rejected',
  },
  {
    reference: 'C100071',
    firstName: 'Sam',
    lastName: 'Cole',
    email: 'sam.cole@example.com',
    state: 'expired-3',
  },
  {
    reference: 'C100072',
    firstName: 'Tara',
    lastName: 'Webb',
    email: 'tara.webb@example.com',
    state: 'expiring-7',
  },
  {
    reference: 'C100073',
    firstName: 'Umar',
    lastName: 'Khan',
    email: 'umar.khan@example.com',
    state: 'pending',
  },
  {
    reference: 'C100074',
    firstName: 'Vic',
    lastName: 'Stone',
    email: 'vic.stone@example.com',
    state: 'suspended',
  },
  // The browser test's own (e2e/tests/account-documents.spec.ts): no other test signs in as her.
  {
    reference: 'C100075',
    firstName: 'Wren',
    lastName: 'Patel',
    email: 'wren.patel@example.com',
    state: 'none',
  },
] as const;

export const rejectionReasonOfDemo = 'The photo is blurred and the expiry date cannot be read';

/** The members of the list above who are new (the dashboard's four are made by demo-dashboard.ts). */
export async function seedDemoEligibilityMembers(tx: Executor, demo: DemoContext): Promise<void> {
  const repo = createUsersRepository(tx);
  for (const member of eligibilityMembers) {
    if (!('email' in member)) continue;
    const { state: _, ...person } = member;
    await repo.insert({
      ...person,
      clientId: demo.clientId,
      passwordHash: demo.passwordHash,
      dateOfBirth: '2004-03-14',
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
    });
  }
}

const startedDaysAgoOf: Record<string, number> = { none: 0, rejected: 5, pending: 3, suspended: 30 };
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Their Student Gym memberships and documents, dated from `now`. */
export async function seedDemoEligibility(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const { clientId } = demo;
  const today = localDate(now);
  const people = await tx
    .select({ id: users.id, reference: users.reference })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        inArray(
          users.reference,
          eligibilityMembers.map((m) => m.reference),
        ),
      ),
    );
  const [option] = await tx
    .select({
      id: membershipPaymentOptions.id,
      typeId: membershipTypes.id,
      criterionId: membershipTypes.eligibilityCriterionId,
      name: membershipTypes.name,
      baseFee: membershipPaymentOptions.baseFee,
    })
    .from(membershipPaymentOptions)
    .innerJoin(membershipTypes, eq(membershipTypes.id, membershipPaymentOptions.membershipTypeId))
    .where(and(eq(membershipTypes.clientId, clientId), eq(membershipTypes.slug, 'student-gym')));
  if (!option?.criterionId || people.length !== eligibilityMembers.length)
    throw new Error('seedDemoEligibility needs the demo members and the Student Gym');
  const [studentCard] = await tx
    .select({ id: eligibilityDocumentTypes.id, name: eligibilityDocumentTypes.name })
    .from(eligibilityDocumentTypes)
    .where(eq(eligibilityDocumentTypes.eligibilityCriterionId, option.criterionId))
    .orderBy(eligibilityDocumentTypes.position)
    .limit(1);
  const ids = new Map(people.map((p) => [p.reference, p.id]));
  const memberships = createMembershipsRepository(tx);
  const documents = createEligibilityDocumentsRepository(tx);
  for (const member of eligibilityMembers) {
    const userId = ids.get(member.reference)!;
    // Inside the operator's 14 days to prove it (suspended after), save those with proof approved before.
    const startedDaysAgo = startedDaysAgoOf[member.state] ?? 200;
    const membershipId = await memberships.insert({
      clientId,
      userId,
      homeVenueId: demo.venueIds.get('manchester-central') ?? null,
      reference: `M${member.reference.slice(1)}`,
      name: option.name,
      status: member.state === 'suspended' ? 'suspended' : 'active',
      startsAt: startOfLocalDay(addDays(today, -startedDaysAgo)),
      membershipTypeId: option.typeId,
      paymentOptionId: option.id,
      paymentType: 'recurring',
      baseFee: option.baseFee,
      orderId: null,
    });
    if (member.state === 'suspended')
      await createMembershipLifecycleRepository(tx).insertEvents([
        {
          clientId,
          membershipId,
          event: 'suspend',
          fromStatus: 'active',
          toStatus: 'suspended',
          actor: 'system',
          details: { reason: proofSuspensionReason },
          at: daysAgo(now, 16),
        },
      ]);
    if (member.state === 'none' || member.state === 'suspended') continue;
    const [kind, days] = member.state.split('-') as [string, string | undefined];
    await documents.insert({
      clientId,
      userId,
      membershipId,
      eligibilityCriterionId: option.criterionId,
      eligibilityDocumentTypeId: studentCard?.id ?? null,
      documentType: studentCard?.name ?? 'Student card',
      status: kind === 'expired' || kind === 'expiring' ? 'approved' : kind,
      expiresOn:
        kind === 'expired'
          ? addDays(today, -Number(days))
          : kind === 'expiring'
            ? addDays(today, Number(days))
            : null,
      rejectionReason: kind === 'rejected' ? rejectionReasonOfDemo : null,
      uploadedAt: daysAgo(now, kind === 'pending' ? 1 : kind === 'rejected' ? 3 : 190),
      reviewedAt: kind === 'pending' ? null : daysAgo(now, kind === 'rejected' ? 2 : 189),
      contentType: 'image/jpeg',
    });
  }
}
