import type { DeskCustomer, DeskCustomerProfile } from '@leisure/contracts/foh-desk';
import { minCustomerQueryLength } from '@leisure/contracts/foh-desk-rules';
import type { Pagination } from '@leisure/contracts/guest-passes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { DeskCustomer, DeskCustomerProfile };
export type CustomerPage = { data: DeskCustomer[]; pagination: Pagination };

export function searchCustomers(q: string, page: number, signal?: AbortSignal): Promise<CustomerPage> {
  return http<CustomerPage>('/api/foh/customers', { query: { q, page }, signal });
}

/** GET /api/foh/customers?q=&page=: asked only from the third character, the last page kept while typing. */
export function useCustomerSearch(q: string, page: number) {
  const query = q.trim();
  return useQuery({
    queryKey: ['foh', 'customers', query, page],
    queryFn: ({ signal }) => searchCustomers(query, page, signal),
    enabled: query.length >= minCustomerQueryLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const customerProfileQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['foh', 'customer', customerId],
    queryFn: () =>
      http<{ data: DeskCustomerProfile }>(`/api/foh/customers/${customerId}`).then((answer) => answer.data),
  });

/** GET /api/foh/customers/:id: the customer with their family, bookings, memberships and unpaid fees. */
export function useCustomerProfile(customerId: number) {
  return useQuery(customerProfileQueryOptions(customerId));
}
