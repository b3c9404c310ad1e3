import type { bookingBundleQuery, cancelBundleResponse } from '@leisure/contracts/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { bookingBundleQueryKey, cancellationSource } from './get-booking-bundle';

type CancelledBundle = z.infer<typeof cancelBundleResponse>;

/** PATCH /api/v1/activities/bookings/bundles/{id}/cancel?cancellation_source=my-account. */
export function cancelBookingBundle(id: string): Promise<CancelledBundle> {
  return http<CancelledBundle>(`/api/v1/activities/bookings/bundles/${encodeURIComponent(id)}/cancel`, {
    method: 'PATCH',
    query: { cancellationSource } satisfies z.input<typeof bookingBundleQuery>,
  });
}

/**
 * Spec part 2 §4: active, cancelled through the confirm dialog, then reloaded. The sessions leave the
 * bookings lists and the credit lands on the account, so those reload too.
 */
export function useCancelBookingBundle(id: string) {
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: bookingBundleQueryKey(id) });
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  };
  return useMutation({
    mutationFn: () => cancelBookingBundle(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingBundleQueryKey(id), answer.data);
      reload();
    },
    // A refusal (the window closed meanwhile) may mean the bundle changed: show it as it now is.
    onError: reload,
  });
}
