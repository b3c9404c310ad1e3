import type { SavedCard, UpdateSavedCardRequest } from '@leisure/contracts/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { SavedCard, UpdateSavedCardRequest };

export const savedCardsQueryKey = ['payments', 'saved-cards'] as const;

/** GET /api/my-account/saved-cards: newest first; an expired card stays three months, marked recentlyExpired. */
export function getSavedCards(): Promise<SavedCard[]> {
  return http<{ data: SavedCard[] }>('/api/my-account/saved-cards').then((r) => r.data);
}

export const savedCardsQueryOptions = () =>
  queryOptions({ queryKey: savedCardsQueryKey, queryFn: getSavedCards });

export function useSavedCards() {
  return useQuery(savedCardsQueryOptions());
}

/** PUT /api/my-account/saved-cards/{id}/update: the billing address kept with the card (422 per field). */
export function updateSavedCard(id: number, billing: UpdateSavedCardRequest): Promise<SavedCard> {
  return http<{ data: SavedCard }>(`/api/my-account/saved-cards/${id}/update`, {
    method: 'PUT',
    body: billing,
  }).then((r) => r.data);
}

export function useUpdateSavedCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billing: UpdateSavedCardRequest) => updateSavedCard(id, billing),
    onSuccess: (card) => {
      queryClient.setQueryData<SavedCard[]>(savedCardsQueryKey, (cards) =>
        cards?.map((each) => (each.id === card.id ? card : each)),
      );
    },
  });
}

/** DELETE /api/my-account/saved-cards/{id}/remove: detached at the gateway, then deleted. */
export function removeSavedCard(id: number): Promise<{ message: string }> {
  return http<{ message: string }>(`/api/my-account/saved-cards/${id}/remove`, { method: 'DELETE' });
}

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedCard,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedCard[]>(savedCardsQueryKey, (cards) => cards?.filter((c) => c.id !== id));
      void queryClient.invalidateQueries({ queryKey: savedCardsQueryKey });
    },
  });
}
