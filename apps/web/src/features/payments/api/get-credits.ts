import type { creditsUserResponse, creditTransactionsResponse } from '@leisure/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type CreditsAdded = z.infer<typeof creditsUserResponse>['data'];
export type CreditsSpent = z.infer<typeof creditTransactionsResponse>['data'];
export type CreditBalances = CreditsAdded['balances'];

/** GET /api/credits/user: credit added, and the booking and membership balances (403 with credits off). */
export function getCreditsAdded(): Promise<CreditsAdded> {
  return http<{ data: CreditsAdded }>('/api/credits/user').then((r) => r.data);
}

/** GET /api/credits/user/credit-transactions: credit spent, where and on what. */
export function getCreditsSpent(): Promise<CreditsSpent> {
  return http<{ data: CreditsSpent }>('/api/credits/user/credit-transactions').then((r) => r.data);
}

export const creditsAddedQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'credits', 'added'], queryFn: getCreditsAdded, staleTime: 0 });

export const creditsSpentQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'credits', 'spent'], queryFn: getCreditsSpent, staleTime: 0 });

export function useCreditsAdded(enabled = true) {
  return useQuery({ ...creditsAddedQueryOptions(), enabled });
}

export function useCreditsSpent() {
  return useQuery(creditsSpentQueryOptions());
}
