import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { type Booking, bookingsQueryOptions } from './get-bookings';

export type CancelledBooking = { id: number; status: string; creditAwarded?: boolean };

/** DELETE /api/activities/bookings/{id}/?source=my-account: cancel one of the customer's bookings. */
export function cancelBooking(id: number): Promise<CancelledBooking> {
  return http<{ data: CancelledBooking }>(`/api/activities/bookings/${id}/`, {
    method: 'DELETE',
    query: { source: 'my-account' },
  }).then((r) => r.data);
}

/**
 * Spec part 1 §4: the cancellation counts as succeeded only once the booking has left the reloaded
 * list; after the 200 the basket and the user's credit reload too.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await cancelBooking(id);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
      const future = await queryClient.fetchQuery({ ...bookingsQueryOptions('future'), staleTime: 0 });
      if (future.some((booking: Booking) => booking.id === id)) throw new Error('still listed');
      return answer;
    },
  });
}
