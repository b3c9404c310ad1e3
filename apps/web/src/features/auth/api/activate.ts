import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * POST auth/customer/activate: a customer made at a venue or imported without a password asks for a
 * one-time link to set their first one. The same answer whether the account exists or not.
 */
export function requestActivation(emailOrReference: string): Promise<{ message: string }> {
  return http<{ message: string }>('/api/auth/customer/activate', {
    method: 'POST',
    body: { emailOrReference },
  });
}

export function useActivate() {
  return useMutation({ mutationFn: requestActivation });
}
