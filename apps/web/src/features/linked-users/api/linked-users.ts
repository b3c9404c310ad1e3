import type { linkedUser, linkedUserRequest } from '@leisure/contracts/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type LinkedUser = z.infer<typeof linkedUser>;
/** Date of birth as the wire takes it, YYYY-MM-DD. */
export type LinkedUserInput = z.input<typeof linkedUserRequest>;

const base = '/api/my-account/user/linked-users';
const key = ['linked-users'] as const;

export const linkedUsersQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: () => http<{ data: LinkedUser[] }>(base).then((r) => r.data) });

export function useLinkedUsers() {
  return useQuery(linkedUsersQueryOptions());
}

export function useAddLinkedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkedUserInput) =>
      http<{ data: LinkedUser }>(base, { method: 'POST', body: input }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveLinkedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http(`${base}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
