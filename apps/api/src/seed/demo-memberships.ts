import { createMembershipCatalogueRepository } from '../modules/memberships/membership-catalogue.repository';
import type { Executor } from '../platform/db/client';
import { sanitiseHtml } from '../platform/sanitise-html';
import type { DemoPlace } from './demo-accounts';

type Option =
  | {
      paymentType: 'recurring';
      baseFee: number;
      joiningFee?: number;
      globalBasePrice?: number;
      soldAt?: string[];
    }
  | { paymentType: 'fixed'; baseFee: number; joiningFee?: number; months: number; soldAt?: string[] };

type DemoType = {
  slug: string;
  name: string;
  categories: string[];
  /** Venue slugs a local type opens; none: national. */
  access?: string[];
  criterion?: keyof typeof criteria;
  description: string;
  benefits: {
    name: string;
    totalUses: number | null;
    frequency: 'day' | 'week' | 'month' | 'year';
    description?: string;
    kind?: 'guest_pass';
  }[];
  options: Option[];
};

const criteria = {
  adult: { name: 'Adult (18 and over)', minAge: 18, maxAge: null, proofRequired: false, documentTypes: [] },
  junior: { name: 'Junior (11 to 17)', minAge: 11, maxAge: 17, proofRequired: false, documentTypes: [] },
  student: {
    name: 'Student',
    minAge: 16,
    maxAge: null,
    proofRequired: true,
    documentTypes: ['Student card', 'Letter from a college or university'],
  },
  senior: { name: 'Over 60', minAge: 60, maxAge: null, proofRequired: false, documentTypes: [] },
};

/** Every kind the joining page shows: national and local, monthly and single payments, fees or none, ages, proof. */
const demoTypes: DemoType[] = [
  {
    slug: 'gym-and-swim',
    name: 'Gym & Swim',
    categories: ['Gym', 'Swim'],
    criterion: 'adult',
    description:
      '<p>The gym, the pool and every group exercise class at any of our centres, whenever they are open.</p>',
    benefits: [
      {
        name: 'Group exercise classes',
        totalUses: null,
        frequency: 'month',
        description: 'Book up to 7 days ahead.',
      },
      {
        name: 'Guest pass',
        totalUses: 2,
        frequency: 'month',
        description: 'Bring a friend to the gym or pool.',
        kind: 'guest_pass',
      },
    ],
    options: [
      { paymentType: 'recurring', baseFee: 3999, joiningFee: 2500, globalBasePrice: 3999 },
      { paymentType: 'fixed', baseFee: 11500, months: 3 },
      {
        paymentType: 'fixed',
        baseFee: 39900,
        months: 12,
        soldAt: ['london-stratford', 'manchester-central'],
      },
    ],
  },
  {
    slug: 'off-peak-north',
    name: 'Off-Peak North',
    categories: ['Gym'],
    access: ['manchester-central', 'leeds-middleton', 'newcastle-quayside'],
    criterion: 'adult',
    description: '<p>The gym before 4pm on weekdays and all weekend, at our three northern centres.</p>',
    benefits: [{ name: 'Gym induction', totalUses: 1, frequency: 'year' }],
    options: [{ paymentType: 'recurring', baseFee: 2199, globalBasePrice: 2499 }],
  },
  {
    slug: 'junior-swim',
    name: 'Junior Swim',
    categories: ['Swim'],
    criterion: 'junior',
    description: '<p>Unlimited swimming for 11 to 17 year olds, and a lesson a week in term time.</p>',
    benefits: [{ name: 'Swimming lesson', totalUses: 1, frequency: 'week' }],
    options: [
      { paymentType: 'recurring', baseFee: 1500 },
      { paymentType: 'fixed', baseFee: 4000, months: 3 },
    ],
  },
  {
    slug: 'student-gym',
    name: 'Student Gym',
    categories: ['Gym'],
    criterion: 'student',
    description: '<p>The gym at a student price. Show your student card within 30 days of joining.</p>',
    benefits: [{ name: 'Group exercise classes', totalUses: 4, frequency: 'month' }],
    options: [{ paymentType: 'recurring', baseFee: 2499, joiningFee: 1000 }],
  },
  {
    slug: 'active-60',
    name: 'Active 60+',
    categories: ['Gym', 'Swim'],
    criterion: 'senior',
    description: '<p>Gym, swim and our daytime classes for members over 60.</p>',
    benefits: [{ name: 'Daytime classes', totalUses: null, frequency: 'week' }],
    options: [{ paymentType: 'recurring', baseFee: 2200, joiningFee: 1000 }],
  },
];

/** Codes in every state the code field meets: each kind of offer, one past its dates, one used up, one use left. */
const demoPromotions = [
  { code: 'JOIN50', discountKind: 'percentage', discountValue: 50, months: 3, waivesJoiningFee: false },
  { code: 'NOJOININGFEE', discountKind: null, discountValue: null, months: null, waivesJoiningFee: true },
  {
    code: 'TENOFF',
    discountKind: 'amount',
    discountValue: 1000,
    months: 1,
    waivesJoiningFee: false,
    forTypes: ['gym-and-swim'],
  },
  {
    code: 'SPRING20',
    discountKind: 'percentage',
    discountValue: 20,
    months: 2,
    waivesJoiningFee: false,
    validTo: '2020-05-31',
  },
  {
    code: 'USEDUP',
    discountKind: 'percentage',
    discountValue: 10,
    months: 1,
    waivesJoiningFee: false,
    usageLimit: 5,
    usedCount: 5,
  },
  {
    code: 'LASTONE',
    discountKind: 'percentage',
    discountValue: 100,
    months: 1,
    waivesJoiningFee: true,
    usageLimit: 1,
  },
] as const;

/** The demo operator's membership catalogue (part of the demo snapshot: nothing in it depends on the day). */
export async function seedDemoMemberships(tx: Executor, demo: DemoPlace): Promise<void> {
  const repo = createMembershipCatalogueRepository(tx);
  const venue = (slug: string) => {
    const id = demo.venueIds.get(slug);
    if (id === undefined) throw new Error(`No demo venue ${slug}`);
    return id;
  };
  const criterionIds = new Map<string, number>();
  for (const [key, values] of Object.entries(criteria))
    criterionIds.set(key, await repo.insertCriterion({ ...values, clientId: demo.clientId }));
  const optionsOfType = new Map<string, number[]>();
  for (const [position, type] of demoTypes.entries()) {
    const typeId = await repo.insertType(
      {
        clientId: demo.clientId,
        slug: type.slug,
        name: type.name,
        categories: type.categories,
        coverage: type.access ? 'local' : 'national',
        eligibilityCriterionId: type.criterion ? criterionIds.get(type.criterion)! : null,
        descriptionHtml: await sanitiseHtml(type.description),
        position,
      },
      (type.access ?? []).map(venue),
      type.benefits.map((b) => ({ ...b, description: b.description ?? '' })),
    );
    optionsOfType.set(type.slug, []);
    for (const option of type.options) {
      const optionId = await repo.insertOption(
        {
          clientId: demo.clientId,
          membershipTypeId: typeId,
          paymentType: option.paymentType,
          baseFee: option.baseFee,
          joiningFee: option.joiningFee ?? 0,
          ...(option.paymentType === 'fixed'
            ? { fixedDuration: option.months, fixedPeriod: 'month' }
            : { globalBasePrice: option.globalBasePrice ?? null }),
        },
        (option.soldAt ?? []).map(venue),
      );
      optionsOfType.get(type.slug)!.push(optionId);
    }
  }
  for (const { forTypes, ...promotion } of demoPromotions.map((p) => ({
    forTypes: [] as readonly string[],
    ...p,
  })))
    await repo.insertPromotion(
      { ...promotion, clientId: demo.clientId },
      forTypes.flatMap((slug) => optionsOfType.get(slug) ?? []),
    );
}
