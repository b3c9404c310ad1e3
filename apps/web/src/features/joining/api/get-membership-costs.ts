import type { MembershipCosts } from '@leisure/contracts/membership-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** What the costs call is asked: a payment option at a centre, for a start date, billing day and code. */
export type CostsChoice = {
  venueId: number;
  typeId: number;
  paymentOptionId: number;
  /** YYYY-MM-DD. */
  startDate: string;
  /** Left out for a single payment, and for a customer whose collections already have a day. */
  billingDay: number | null;
  promotionCodeId: number | null;
};

/**
 * GET /api/memberships/types/{typeId}/payment-options/{paymentOptionId} (spec part 2 §7): the costs the
 * page shows, as the API formats them. A 422 names `startDate`, `billingDay` or `promotion`.
 */
export function getMembershipCosts(choice: CostsChoice): Promise<MembershipCosts> {
  const { typeId, paymentOptionId, venueId, startDate, billingDay, promotionCodeId } = choice;
  return http<{ data: MembershipCosts }>(
    `/api/memberships/types/${typeId}/payment-options/${paymentOptionId}`,
    { query: { venueId, startDate, billingDay, promotionCodeId } },
  ).then((r) => r.data);
}

export const membershipCostsQueryOptions = (choice: CostsChoice) =>
  queryOptions({
    queryKey: ['membership-costs', choice],
    queryFn: () => getMembershipCosts(choice),
    staleTime: 60_000,
  });
