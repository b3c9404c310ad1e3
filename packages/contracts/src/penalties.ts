import { z } from 'zod';
import { price } from './money';

/** The line type a fee goes into the basket as (`{id: feeId, type: 'penalty'}` on the cart add call). */
export const penaltyCartType = 'penalty';

/**
 * Spec part 1 §3 "Penalty", part 2 §3 "Fee/penalty": an unpaid fee (a no-show, a late cancellation, a lost
 * card) owed by the customer or a family member they book for. `description`, `incurredAt`, `venue` and
 * `user` are ours, beside the spec's fields.
 */
export const penalty = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string(),
  feeAmount: price,
  cartType: z.literal(penaltyCartType),
  /** Fees are not priced by a pricing option; the field is kept for tools that send it back. */
  pricingOptionId: z.number().int().nullable(),
  /** The booking the fee is for; null for a fee without one (a lost card). */
  booking: z
    .object({
      venue: z.string(),
      description: z.string(),
      /** DD/MM/YYYY, venue time. */
      date: z.string(),
      /** HH:mm, venue time. */
      time: z.string(),
    })
    .nullable(),
  incurredAt: z.string(),
  venue: z.object({ name: z.string() }).nullable(),
  /** Who owes it: the customer or one of their family members (the item's `purchased_for_user_id` when adding it). */
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type Penalty = z.infer<typeof penalty>;

export const penaltiesResponse = z.object({
  data: z.array(penalty),
  totalFees: z.object({ raw: z.number().int(), formatted: z.string() }),
});
export type PenaltiesResponse = z.infer<typeof penaltiesResponse>;
