import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Spec part 1 §3 "Password fields" (change): the wire names are current_password, password and password_confirmation. */
export type ChangePasswordInput = { currentPassword: string; password: string; passwordConfirmation: string };

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return http('/api/my-account/user/password', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
