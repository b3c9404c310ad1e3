import type { completeCheckoutRequest, completeCheckoutResponse } from '@leisure/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type CompleteCheckoutInput = z.input<typeof completeCheckoutRequest>;
export type CompletedCheckout = z.infer<typeof completeCheckoutResponse>;

/** POST /api/checkout/complete with the attempt's idempotency key: pays and books, at most once. */
export function completeCheckout(input: CompleteCheckoutInput): Promise<CompletedCheckout> {
  return http<CompletedCheckout>('/api/checkout/complete', { method: 'POST', body: input });
}

export function useCompleteCheckout() {
  return useMutation({ mutationFn: completeCheckout });
}
