import type { checkoutPrepare } from '@leisure/contracts/checkout';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type CheckoutPrepare = z.infer<typeof checkoutPrepare>;

/** GET /api/checkout/prepare: what is left to pay, the credit that can go against it, the gateway. */
export function prepareCheckout(creditAmount: number): Promise<CheckoutPrepare> {
  return http<{ data: CheckoutPrepare }>('/api/checkout/prepare', { query: { creditAmount } }).then(
    (r) => r.data,
  );
}

export const prepareCheckoutQueryOptions = (creditAmount: number, cartVersion: string) =>
  queryOptions({
    queryKey: ['checkout', 'prepare', creditAmount, cartVersion],
    queryFn: () => prepareCheckout(creditAmount),
    retry: false,
    // A price that changes under the customer's eyes mid-payment would confuse: read it when asked.
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export function usePrepareCheckout(creditAmount: number, cartVersion: string, enabled: boolean) {
  return useQuery({ ...prepareCheckoutQueryOptions(creditAmount, cartVersion), enabled });
}
