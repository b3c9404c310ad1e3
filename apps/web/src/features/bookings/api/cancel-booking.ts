import type {
  cancelBookingQuery,
  cancelBookingResponse,
  v2CancelBody,
  v2CancelResponse,
} from '@leisure/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { HttpError, http } from '@/lib/http';
import type { Booking } from './get-bookings';

/** Both cancel calls answer the booking's id, its status and the credit awarded in minor units (0 for none). */
export type CancelledBooking = z.infer<typeof cancelBookingResponse>['data'];

/** DELETE /api/activities/bookings/{id}/?source=my-account: cancel one of the customer's bookings. */
export function cancelBooking(id: number): Promise<CancelledBooking> {
  return http<z.infer<typeof cancelBookingResponse>>(`/api/activities/bookings/${id}/`, {
    method: 'DELETE',
    query: { source: 'my-account' } satisfies z.input<typeof cancelBookingQuery>,
  }).then((r) => r.data);
}

/** PATCH /api/v1/activities/bookings (spec part 1 §7): a V2 booking is cancelled here, one per call. */
export async function cancelV2Booking(id: number): Promise<CancelledBooking> {
  const answer = await http<z.infer<typeof v2CancelResponse>>('/api/v1/activities/bookings', {
    method: 'PATCH',
    body: {
      data: { cancellationSource: 'my-account' },
      updateType: 'cancellation',
      bookingIds: [id],
    } satisfies z.input<typeof v2CancelBody>,
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
