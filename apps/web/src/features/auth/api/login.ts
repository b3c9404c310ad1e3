import type { loginRequest, loginResponse, SessionUser } from '@leisure/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { holdToken } from '@/lib/auth-token';
import { http } from '@/lib/http';
import { userQueryOptions } from './get-user';

export type LoginInput = z.input<typeof loginRequest>;

/** A 401 here is the answer to show ("These credentials do not match…"), not a lost session. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const response = await http<z.infer<typeof loginResponse>>('/api/auth/customer/login', {
    method: 'POST',
    body: input,
    allow401: true,
  });
  holdToken(response.token);
  return response.data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The answer's user is the short one; the cache holds the full User of GET auth/user (the dashboard
    // reads it), so it is fetched afresh rather than filled with a part of it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
