import { and, eq } from 'drizzle-orm';
import {
  membershipPaymentOptions,
  membershipTypes,
} from '../modules/memberships/membership-catalogue.tables';
import type { Executor } from '../platform/db/client';

/** How a demo member pays for Gym & Swim: by direct debit, or once for a fixed number of months. */
export type GymAndSwimTerms = { paymentType: 'recurring' } | { paymentType: 'fixed'; months: number };

/** The operator's Gym & Swim payment option on those terms, which the running demo memberships are on. */
export async function gymAndSwimOption(tx: Executor, clientId: number, terms: GymAndSwimTerms) {
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
        eq(membershipTypes.clientId, clientId),
        eq(membershipTypes.slug, 'gym-and-swim'),
        eq(membershipPaymentOptions.paymentType, terms.paymentType),
        terms.paymentType === 'fixed' ? eq(membershipPaymentOptions.fixedDuration, terms.months) : undefined,
      ),
    );
  return option;
}
