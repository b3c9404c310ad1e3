import type { DeskCardPayment, DeskCart, DeskPaid } from '@leisure/contracts/foh-desk';
import type { CardPresence } from '@leisure/contracts/foh-desk-rules';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { DeskPayment } from '../lib/desk-tenders';

export type { DeskCardPayment, DeskCart, DeskPaid };

const base = '/api/foh/activities/cart';
export const deskCartKey = (customerId: number) => ['foh', 'cart', customerId] as const;

export const deskCartQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: deskCartKey(customerId),
    queryFn: () =>
      http<{ data: DeskCart }>(base, { query: { selectedUserId: customerId } }).then((answer) => answer.data),
  });

/** This member of staff's basket for this customer (one per pair, apart from the customer's own). */
export function useDeskCart(customerId: number) {
  return useQuery(deskCartQueryOptions(customerId));
}

function stored(queryClient: QueryClient, customerId: number) {
  return (answer: { data: DeskCart }) => {
    queryClient.setQueryData(deskCartKey(customerId), answer.data);
  };
}

/** A session, a whole course or an unpaid fee, for the customer or (`purchasedForUserId`) a family member. */
export type DeskAddItem = {
  id: string;
  type: 'purchasableOccurrence' | 'av2BookingBundle' | 'penalty';
  pricingOptionId?: number;
  purchasedForUserId?: number;
};

export function useAddToDeskCart(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DeskAddItem) =>
      http<{ data: DeskCart }>(`${base}/add`, {
        method: 'POST',
        body: { items: [item], selectedUserId: customerId },
      }),
    onSuccess: stored(queryClient, customerId),
  });
}

export function useRemoveFromDeskCart(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: number) =>
      http<{ data: DeskCart }>(`${base}/remove`, {
        method: 'POST',
        body: { cartItemIds: [cartItemId], selectedUserId: customerId },
      }),
    onSuccess: stored(queryClient, customerId),
  });
}

/**
 * POST …/pay with the tenders and an Idempotency-Key: a retry of the same attempt (a double press, a lost
 * answer) pays once. The basket is gone afterwards, and the customer's profile has a new booking.
 */
export function usePayDeskCart(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payments, terms, key }: { payments: DeskPayment[]; terms: number[]; key: string }) =>
      http<{ data: DeskPaid }>(`${base}/pay`, {
        method: 'POST',
        body: { payments, selectedUserId: customerId, terms, completedWaivers: [] },
        headers: { 'Idempotency-Key': key },
      }).then((answer) => answer.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskCartKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: ['foh', 'customer', customerId] });
    },
  });
}

/** PUT …/payments: the tenders (but a card) kept with the basket as staff type them, so a reload keeps them. */
export function useSyncDeskTenders(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payments: DeskPayment[]) =>
      http<{ data: DeskCart }>(`${base}/payments`, {
        method: 'PUT',
        body: { payments, selectedUserId: customerId },
      }),
    onSuccess: stored(queryClient, customerId),
  });
}

/**
 * POST …/card-payment with an Idempotency-Key: a card payment for the basket, its card then given in the
 * gateway's form (keyed) or its reader (present); the pay call names it as the card tender.
 */
export function useStartDeskCard(customerId: number) {
  return useMutation({
    mutationFn: ({ amount, presence, key }: { amount: number; presence: CardPresence; key: string }) =>
      http<{ data: DeskCardPayment }>(`${base}/card-payment`, {
        method: 'POST',
        body: { amount, presence, selectedUserId: customerId },
        headers: { 'Idempotency-Key': key },
      }).then((answer) => answer.data),
  });
}
