import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The memberships a centre sells, worked out for whoever is signed in (or nobody). */
export function getMembershipTypes(venueId: number): Promise<MembershipType[]> {
  return http<{ data: MembershipType[] }>('/api/memberships/types', { query: { venue_id: venueId } }).then(
    (r) => r.data,
  );
}

export const membershipTypesQueryOptions = (venueId: number, userId: number | null) =>
  queryOptions({
    // Per person: eligibility is theirs.
    queryKey: ['membership-types', venueId, userId],
    queryFn: () => getMembershipTypes(venueId),
    staleTime: 60_000,
  });
