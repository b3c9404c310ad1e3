import type { ReviewedDocument } from '@leisure/contracts/eligibility-documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { ReviewedDocument };

/** Under 'foh', so a staff sign-out forgets them. */
export const documentQueueKey = ['foh', 'review-queues', 'documents'] as const;

/** GET /api/staff/eligibility-documents: the pending ones, oldest first. */
export const documentQueueQueryOptions = () =>
  queryOptions({
    queryKey: documentQueueKey,
    queryFn: () =>
      http<{ data: ReviewedDocument[] }>('/api/staff/eligibility-documents', {
        query: { status: 'pending' },
      }).then((r) => r.data),
  });

export const useDocumentQueue = () => useQuery(documentQueueQueryOptions());

export type DocumentDecision =
  | { id: number; decision: 'approve'; expiresOn: string }
  | { id: number; decision: 'reject'; reason: string };

/** POST …/{id}/approve {expires_on} or …/{id}/reject {reason}. */
export function decideDocument(input: DocumentDecision): Promise<unknown> {
  return http(`/api/staff/eligibility-documents/${input.id}/${input.decision}`, {
    method: 'POST',
    body: input.decision === 'approve' ? { expiresOn: input.expiresOn } : { reason: input.reason },
  });
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentQueueKey }),
  });
}
