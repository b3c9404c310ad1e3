import type { activateRequest, messageResponse } from '@leisure/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

/**
 * POST auth/customer/activate: a customer made at a venue or imported without a password asks for a
 * one-time link to set their first one. The same answer whether the account exists or not.
 */
export function requestActivation(emailOrReference: string): Promise<z.infer<typeof messageResponse>> {
  return http<z.infer<typeof messageResponse>>('/api/auth/customer/activate', {
    method: 'POST',
    body: { emailOrReference } satisfies z.input<typeof activateRequest>,
  });
}

export function useActivate() {
  return useMutation({ mutationFn: requestActivation });
}
