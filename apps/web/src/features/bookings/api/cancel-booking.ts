import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, http } from '@/lib/http';
import type { Booking } from './get-bookings';

export type CancelledBooking = { id: number; status: string; creditAwarded?: number | boolean };
type V2Outcome = { id: number; status: string; creditAwarded: number; message: string };

/** DELETE /api/activities/bookings/{id}/?source=my-account: cancel one of the customer's bookings. */
export function cancelBooking(id: number): Promise<CancelledBooking> {
  return http<{ data: CancelledBooking }>(`/api/activities/bookings/${id}/`, {
    method: 'DELETE',
    query: { source: 'my-account' },
  }).then((r) => r.data);
}

/** PATCH /api/v1/activities/bookings (spec part 1 §7): a V2 booking is cancelled here, one per call. */
export async function cancelV2Booking(id: number): Promise<CancelledBooking> {
  const answer = await http<{ data: V2Outcome[] }>('/api/v1/activities/bookings', {
    method: 'PATCH',
    body: { data: { cancellationSource: 'my-account' }, updateType: 'cancellation', bookingIds: [id] },
  });
  const outcome = answer.data.find((o) => o.id === id);
  if (outcome?.status !== 'cancelled') {
    const message = outcome?.message ?? null;
    throw new HttpError(422, message ?? 'not cancelled', message);
  }
  return outcome;
}

/**
 * Spec part 1 §4: the cancellation counts as succeeded only once the booking has left the reloaded
 * list; after the 200 the basket and the user's credit reload too.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (booking: Pick<Booking, 'id' | 'isV2Booking'>) => {
      const { id } = booking;
      const answer = await (booking.isV2Booking ? cancelV2Booking(id) : cancelBooking(id));
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
      // The upcoming list as the page loads it (merged with V2 bookings or not), read again.
      await queryClient.refetchQueries({ queryKey: ['bookings', 'future'] });
      const lists = queryClient.getQueriesData<Booking[]>({ queryKey: ['bookings', 'future'] });
      if (lists.some(([, list]) => list?.some((listed) => listed.id === id))) throw new Error('still listed');
      return answer;
    },
  });
}
