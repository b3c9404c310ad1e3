import type { receiptResponse } from '@leisure/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type Receipt = z.infer<typeof receiptResponse>['data'];

/** GET /api/my-account/orders/{uuid}/receipt: the receipt PDF, base64, with its file name. */
export function getReceipt(orderUuid: string): Promise<Receipt> {
  return http<z.infer<typeof receiptResponse>>(
    `/api/my-account/orders/${encodeURIComponent(orderUuid)}/receipt`,
  ).then((r) => r.data);
}

export function useReceipt() {
  return useMutation({ mutationFn: getReceipt });
}
