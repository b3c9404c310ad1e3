import type { FreezeTypes } from '@leisure/contracts/membership-freezes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { membershipsQueryKey } from './get-memberships';

export type { FreezeTypes };

/** GET my-account/user/memberships/{id}/freezetypes: the reasons, their periods and proof, and the bounds. */
export function getFreezeTypes(membershipId: number): Promise<FreezeTypes> {
  return http<{ data: FreezeTypes }>(`/api/my-account/user/memberships/${membershipId}/freezetypes`).then(
    (r) => r.data,
  );
}

export const freezeTypesQueryOptions = (membershipId: number) =>
  queryOptions({
    queryKey: ['memberships', membershipId, 'freeze-types'],
    queryFn: () => getFreezeTypes(membershipId),
    retry: false,
    // The bounds move with the day: each opening of the modal asks again.
    staleTime: 0,
    gcTime: 0,
  });

export function useFreezeTypes(membershipId: number) {
  return useQuery(freezeTypesQueryOptions(membershipId));
}

export type FreezeRequest = {
  membershipId: number;
  freezeTypeId: number;
  /** YYYY-MM-DD. */
  activeFrom: string;
  months: number;
  file: File | null;
};

/** POST my-account/user/memberships/{membershipId}/freeze (spec part 2 §7): multipart, 201 on success. */
export function freezeMembership(request: FreezeRequest): Promise<unknown> {
  const form = new FormData();
  form.append('freeze_type_id', String(request.freezeTypeId));
  form.append('active_from', request.activeFrom);
  form.append('months', String(request.months));
  if (request.file) form.append('file', request.file, request.file.name);
  return http(`/api/my-account/user/memberships/${request.membershipId}/freeze`, {
    method: 'POST',
    body: form,
  });
}

/** After a 201 the memberships list reloads (spec part 2 §4 After success). */
export function useFreezeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipsQueryKey }),
  });
}
