import type { penaltyCartType } from '@leisure/contracts/penalties';

// The contract's constant by its type only: importing its module would bring zod into the page's chunk.
const feeLineType: typeof penaltyCartType = 'penalty';

type Line = { id: number; cartableType: string; cartableId: number | null };

/** Which fees the basket holds: each fee's id to the id of the basket line that holds it. */
export function feeLinesOf(items: readonly Line[] | undefined): Map<number, number> {
  const lines = new Map<number, number>();
  for (const item of items ?? []) {
    if (item.cartableType === feeLineType && item.cartableId !== null) lines.set(item.cartableId, item.id);
  }
  return lines;
}
