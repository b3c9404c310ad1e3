import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type AppliedPromotion = { code: string; id: number };

/**
 * GET /api/v1/membership-promotions/validate/{code}/{paymentOptionId} (spec part 2 §7): the code's id
 * when it may be used with this option today; 404 when not ('Code not recognised').
 */
export function validatePromotion(code: string, paymentOptionId: number): Promise<AppliedPromotion> {
  return http<{ data: AppliedPromotion }>(
    `/api/v1/membership-promotions/validate/${encodeURIComponent(code)}/${paymentOptionId}`,
  ).then((r) => r.data);
}

export function useValidatePromotion() {
  return useMutation({
    mutationFn: ({ code, paymentOptionId }: { code: string; paymentOptionId: number }) =>
      validatePromotion(code, paymentOptionId),
  });
}
