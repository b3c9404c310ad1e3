import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type Receipt = { contents: string; name: string };

/** GET /api/my-account/orders/{uuid}/receipt: the receipt PDF, base64, with its file name. */
export function getReceipt(orderUuid: string): Promise<Receipt> {
  return http<{ data: Receipt }>(`/api/my-account/orders/${encodeURIComponent(orderUuid)}/receipt`).then(
    (r) => r.data,
  );
}

export function useReceipt() {
  return useMutation({ mutationFn: getReceipt });
}
