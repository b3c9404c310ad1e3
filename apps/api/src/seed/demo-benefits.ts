import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityCategories } from '../modules/activities/activities.tables';
import { benefitPeriodOf } from '../modules/memberships/benefit-periods';
import {
  membershipBenefitActivities,
  membershipBenefits,
  membershipTypes,
} from '../modules/memberships/membership-catalogue.tables';
import { membershipBenefitUses } from '../modules/memberships/membership-lifecycle.tables';
import { memberships } from '../modules/memberships/memberships.tables';
import { users } from '../modules/users/users.tables';
import type { Executor } from '../platform/db/client';
import { localDate } from '../platform/local-time';
import type { DemoPlace } from './demo-accounts';

/** Gym & Swim's limited benefit: four lane swims a calendar month (decision 050). */
const swimSessions = {
  name: 'Swim sessions',
  totalUses: 4,
  frequency: 'month',
  description: 'Four lane swims a month, free.',
};

/**
 * Which activities the demo benefits make free (part of the snapshot). 'Group exercise classes' and 'Daytime
 * classes' cover every class; Gym & Swim also gets 'Swim sessions', 4 a month of Lane Swimming. 'Guest pass'
 * (issue 17), 'Gym induction' and 'Swimming lesson' cover no session.
 */
export async function seedDemoBenefits(tx: Executor, { clientId }: DemoPlace): Promise<void> {
  const [gymAndSwim] = await tx
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.clientId, clientId), eq(membershipTypes.slug, 'gym-and-swim')));
  await tx
    .insert(membershipBenefits)
    .values({ membershipTypeId: gymAndSwim!.id, position: 2, ...swimSessions });
  const benefits = await tx
    .select({ id: membershipBenefits.id, name: membershipBenefits.name })
    .from(membershipBenefits)
    .innerJoin(membershipTypes, eq(membershipTypes.id, membershipBenefits.membershipTypeId))
    .where(eq(membershipTypes.clientId, clientId));
  const demoActivities = await tx
    .select({ id: activities.id, slug: activities.slug, category: activityCategories.slug })
    .from(activities)
    .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
    .where(eq(activities.clientId, clientId));
  const classes = demoActivities.filter((a) => a.category === 'classes').map((a) => a.id);
  const laneSwims = demoActivities.filter((a) => a.slug === 'lane-swimming').map((a) => a.id);
  const covers: Record<string, number[]> = {
    'Group exercise classes': classes,
    'Daytime classes': classes,
    [swimSessions.name]: laneSwims,
  };
  const links = benefits.flatMap((b) =>
    (covers[b.name] ?? []).map((activityId) => ({ benefitId: b.id, activityId })),
  );
  if (links.length > 0) await tx.insert(membershipBenefitActivities).values(links);
}

/** Riley Shaw (C100013) has swum once this month: the list shows 3 of Gym & Swim's 4 swims left. */
export async function seedDemoBenefitUses(tx: Executor, { clientId }: DemoPlace, now: Date): Promise<void> {
  const [riley] = await tx
    .select({ membershipId: memberships.id, benefitId: membershipBenefits.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(membershipBenefits, eq(membershipBenefits.membershipTypeId, memberships.membershipTypeId))
    .where(
      and(
        eq(memberships.clientId, clientId),
        eq(users.reference, 'C100013'),
        inArray(memberships.status, ['active']),
        eq(membershipBenefits.name, swimSessions.name),
      ),
    );
  if (!riley) return;
  await tx.insert(membershipBenefitUses).values({
    clientId,
    membershipId: riley.membershipId,
    benefitId: riley.benefitId,
    periodStart: benefitPeriodOf(localDate(now), 'month').start,
    usedAt: now,
  });
}
