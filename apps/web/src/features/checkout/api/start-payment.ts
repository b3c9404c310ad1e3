import type { startedPayment, startPaymentRequest } from '@leisure/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type StartedPayment = z.infer<typeof startedPayment>;
export type StartPaymentInput = z.input<typeof startPaymentRequest>;

/** POST /api/checkout/payment: starts (or, for the same key, finds) the card payment. */
export function startPayment(input: StartPaymentInput): Promise<StartedPayment> {
  return http<{ data: StartedPayment }>('/api/checkout/payment', { method: 'POST', body: input }).then(
    (r) => r.data,
  );
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
