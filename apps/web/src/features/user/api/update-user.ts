import type { onboardingTypeQuery, updateUserRequest } from '@leisure/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { dropEmptyFields } from '../lib/drop-empty-fields';

/**
 * The operator's field list decides which of the request's properties the form sends, so the values are
 * open; those the contract names keep its types.
 */
type OnboardingType = z.infer<typeof onboardingTypeQuery>['onboardingType'];

export type ProfileValues = Record<string, unknown> & Partial<z.input<typeof updateUserRequest>>;

/**
 * PUT my-account/user/update (spec part 1 §7): only non-empty fields are sent (§5). The answer's fresh
 * token rides in the session cookie the server set; the user is read again afterwards.
 */
export function updateUser(
  values: ProfileValues,
  onboardingType: OnboardingType = 'customer_account_online',
): Promise<unknown> {
  return http('/api/my-account/user/update', {
    method: 'PUT',
    query: { onboardingType } satisfies z.input<typeof onboardingTypeQuery>,
    body: dropEmptyFields(values),
  });
}

export function useUpdateUser(onboardingType: OnboardingType = 'customer_account_online') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => updateUser(values, onboardingType),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
        queryClient.invalidateQueries({ queryKey: ['my-account', 'user'] }),
        queryClient.invalidateQueries({ queryKey: ['data-fields'] }),
      ]),
  });
}
