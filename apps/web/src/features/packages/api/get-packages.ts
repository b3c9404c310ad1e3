import type { UserPackage } from '@leisure/contracts/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { UserPackage };

/** GET /api/promotions/user/packages: the customer's and their family's packages, newest first. */
export function getPackages(): Promise<UserPackage[]> {
  return http<{ data: UserPackage[] }>('/api/promotions/user/packages').then((r) => r.data);
}

/** Under 'my-account': a completed order (a package bought at the checkout) reads the account again. */
export const packagesQueryKey = ['my-account', 'packages'] as const;

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: packagesQueryKey, queryFn: getPackages, retry: false });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
