import type { accountView } from '@leisure/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

/** Spec part 1 §3 "Account view": the customer number, full name and unpaid fees flag. */
export type AccountView = z.infer<typeof accountView>;

export function getAccountView(): Promise<AccountView> {
  return http<{ data: AccountView }>('/api/my-account/user').then((response) => response.data);
}

export const accountViewQueryOptions = () =>
  queryOptions({ queryKey: ['my-account', 'user'], queryFn: getAccountView, staleTime: 60_000 });

export function useAccountView() {
  return useQuery(accountViewQueryOptions());
}
