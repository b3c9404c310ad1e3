import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { dropEmptyFields } from '../lib/drop-empty-fields';

export type ProfileValues = Record<string, unknown>;

/**
 * PUT my-account/user/update (spec part 1 §7): only non-empty fields are sent (§5). The answer's fresh
 * token rides in the session cookie the server set; the user is read again afterwards.
 */
export function updateUser(values: ProfileValues): Promise<unknown> {
  return http('/api/my-account/user/update', {
    method: 'PUT',
    query: { onboardingType: 'customer_account_online' },
    body: dropEmptyFields(values),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
        queryClient.invalidateQueries({ queryKey: ['my-account', 'user'] }),
        queryClient.invalidateQueries({ queryKey: ['data-fields'] }),
      ]),
  });
}
