import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http';
import { type Cart, cartQueryKey } from './get-cart';

/** A cart call answers the basket as it now is: show it at once, and read it again to be sure. */
export function storeCartAnswer(queryClient: QueryClient, answer: { data?: Cart } | undefined): void {
  if (answer?.data && Array.isArray(answer.data.items)) queryClient.setQueryData(cartQueryKey, answer.data);
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/** Spec part 1 §8: a cart failure shows the server's message when there is one. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  return fallback;
}
