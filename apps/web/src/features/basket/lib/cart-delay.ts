/** Spec part 1 §4 and §9: adding or removing basket items waits 250 ms before the call. */
export const CART_ACTION_DELAY_MS = 250;

export function cartActionDelay(ms = CART_ACTION_DELAY_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
