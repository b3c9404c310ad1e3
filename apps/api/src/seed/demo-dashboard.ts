import { and, eq, inArray } from 'drizzle-orm';
import { createPenaltiesRepository } from '../modules/fees/penalties.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { users as usersTable } from '../modules/users/users.tables';
import { createWaiversRepository } from '../modules/waivers/waivers.repository';
import {
  type WaiverQuestion,
  waivers as waiversTable,
  waiverVersions,
} from '../modules/waivers/waivers.tables';
import type { Executor } from '../platform/db/client';
import { sanitiseHtml } from '../platform/sanitise-html';
import type { DemoContext, DemoPlace } from './demo-accounts';

const gymInductionQuestions: WaiverQuestion[] = [
  {
    id: 1,
    label: 'Do you have any medical conditions we should know about?',
    type: 'yes_no',
    reference: 'medical-conditions',
    isRequired: true,
  },
  {
    id: 2,
    label: 'Emergency contact name',
    type: 'text',
    reference: 'emergency-contact-name',
    isRequired: true,
  },
];
const swimmingConsentQuestions: WaiverQuestion[] = [
  {
    id: 3,
    label:
      'I consent to the swimmer taking part in lessons and being supervised in the water by our teachers',
    type: 'checkbox',
    reference: 'swimming-consent',
    isRequired: true,
  },
];

const gymInductionTerms = `<h2>Gym induction</h2>
<p>Before using the gym you must complete an induction with one of our instructors, who will show you how to
use the equipment safely.</p>
<ul><li>Warm up before exercising and cool down afterwards.</li>
<li>Stop exercising and tell a member of staff if you feel unwell.</li>
<li>Wipe down equipment after use and return weights to their racks.</li></ul>
<p>You confirm that you are in good health and know of no reason why you should not exercise.</p>`;

const swimmingConsentTerms = `<h2>Swimming lessons</h2>
<p>Lessons are taught in small groups by qualified teachers. A parent or guardian must stay on site for
swimmers under 8.</p>
<p>Please tell us about any medical condition or additional need before the first lesson.</p>`;

/** The dashboard's states, one customer each (README, demo sign-ins); dates are relative to the first start. */
const customers = [
  { reference: 'C100020', firstName: 'Chris', lastName: 'Evans', email: 'chris.evans@example.com' },
  { reference: 'C100021', firstName: 'Dana', lastName: 'White', email: 'dana.white@example.com' },
  { reference: 'C100022', firstName: 'Eli', lastName: 'Brown', email: 'eli.brown@example.com' },
  { reference: 'C100023', firstName: 'Fran', lastName: 'Green', email: 'fran.green@example.com' },
  // Gus joined a Student Gym today with no proof yet (seed/demo-eligibility.ts: 14 days to upload it).
  { reference: 'C100024', firstName: 'Gus', lastName: 'Hall', email: 'gus.hall@example.com' },
  {
    reference: 'S000001',
    firstName: 'Sky',
    lastName: 'Parker',
    email: 'staff@example.com',
    role: 'staff',
    staffRole: 'front_of_house',
  },
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** A customer in each dashboard state, Alex's daughter, and the waivers they sign: the part without dates. */
export async function seedDemoDashboardCustomers(tx: Executor, demo: DemoContext): Promise<void> {
  const { clientId, venueIds, passwordHash } = demo;
  const manchester = venueIds.get('manchester-central') ?? null;
  const users = createUsersRepository(tx);
  for (const customer of customers) {
    await users.insert({ ...customer, clientId, passwordHash, homeVenueId: manchester });
  }
  const [alex] = await users.findBySignInName(clientId, 'C100001');
  if (!alex) throw new Error('seedDemoDashboardCustomers needs the demo customer C100001');
  await users.insert({
    clientId,
    reference: 'C100030',
    firstName: 'Mia',
    lastName: 'Morgan',
    dateOfBirth: '2016-06-18',
    parentUserId: alex.id,
    relationship: 'Daughter',
    homeVenueId: alex.homeVenueId,
  });

  const waivers = createWaiversRepository(tx);
  const gym = await waivers.insertWaiver({
    clientId,
    slug: 'gym-induction',
    name: 'Gym induction waiver',
    type: 'standard',
    validityMonths: 12,
  });
  await waivers.insertVersion({
    waiverId: gym,
    version: 1,
    termsHtml: await sanitiseHtml(gymInductionTerms),
    questions: gymInductionQuestions,
  });
  const swimming = await waivers.insertWaiver({
    clientId,
    slug: 'swimming-consent',
    name: 'Swimming lessons consent',
    type: 'enhanced-pre-waiver',
    validityMonths: 12,
  });
  await waivers.insertVersion({
    waiverId: swimming,
    version: 1,
    termsHtml: await sanitiseHtml(swimmingConsentTerms),
    questions: swimmingConsentQuestions,
  });
}

/**
 * Signed waivers, unpaid fees and eligibility documents, dated from `now`: "expires in 5 days" must be
 * true on the day of the first start, whenever that is.
 */
export async function seedDemoDashboardDays(tx: Executor, demo: DemoPlace, now: Date): Promise<void> {
  const { clientId, venueIds } = demo;
  const manchester = venueIds.get('manchester-central') ?? null;
  const people = await tx
    .select({ id: usersTable.id, reference: usersTable.reference })
    .from(usersTable)
    .where(
      and(
        eq(usersTable.clientId, clientId),
        inArray(usersTable.reference, ['C100001', 'C100020', 'C100021', 'C100022', 'C100023']),
      ),
    );
  const ids = new Map(people.map((p) => [p.reference, p.id]));
  const [gymVersion] = await tx
    .select({ id: waiverVersions.id })
    .from(waiverVersions)
    .innerJoin(waiversTable, eq(waiversTable.id, waiverVersions.waiverId))
    .where(and(eq(waiversTable.clientId, clientId), eq(waiversTable.slug, 'gym-induction')));
  if (!ids.has('C100001') || !gymVersion) throw new Error('seedDemoDashboardDays needs the demo customers');

  const waivers = createWaiversRepository(tx);
  const gymAnswers = [
    { questionId: 1, answer: 'no' },
    { questionId: 2, answer: 'Sam Morgan' },
  ];
  // Alex: the gym waiver signed two months ago (valid), the swimming consent not signed.
  await waivers.insertSignature({
    clientId,
    userId: ids.get('C100001')!,
    waiverVersionId: gymVersion.id,
    answers: gymAnswers,
    signedAt: daysAgo(now, 60),
    expiresAt: daysAgo(now, 60 - 365),
  });
  // Dana: signed thirteen months ago, so it has expired and is hidden from her list.
  await waivers.insertSignature({
    clientId,
    userId: ids.get('C100021')!,
    waiverVersionId: gymVersion.id,
    answers: gymAnswers,
    signedAt: daysAgo(now, 395),
    expiresAt: daysAgo(now, 30),
  });

  const penalties = createPenaltiesRepository(tx);
  const chris = ids.get('C100020')!;
  await penalties.insert({
    clientId,
    userId: chris,
    venueId: manchester,
    type: 'no-show',
    description: 'Did not attend Spin Express',
    feeAmount: 500,
    incurredAt: daysAgo(now, 9),
  });
  await penalties.insert({
    clientId,
    userId: chris,
    venueId: manchester,
    type: 'late-cancellation',
    description: 'Late cancellation of Badminton court 2',
    feeAmount: 1250,
    incurredAt: daysAgo(now, 3),
  });
  // Dana's, Eli's and Fran's student cards are on their Student Gym memberships (seed/demo-eligibility.ts).
}
