import type { changePasswordRequest } from '@leisure/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

/** Spec part 1 §3 "Password fields" (change): the wire names are current_password, password and password_confirmation. */
export type ChangePasswordInput = z.input<typeof changePasswordRequest>;

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return http('/api/my-account/user/password', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
