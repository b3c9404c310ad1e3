import { z } from 'zod';
import { dataEnvelope } from './envelope';

/**
 * Cancelling a membership (spec part 2 §2 Cancel modal, §3 Cancel info, §4 Cancel, §7 the cancel calls):
 * what cancelling would mean now, the cancellation itself, and paying the holder's debts first.
 */

const day = z.object({ raw: z.string(), fullDate: z.string() });

export const outstandingPenalty = z.object({
  id: z.number().int(),
  /** 'late-cancellation', 'no-show', 'failed-collection', … */
  type: z.string(),
  description: z.string(),
  /** `amount` in minor units (pence). */
  feeAmount: z.object({ amount: z.number().int(), formatted: z.string() }),
  /** The centre the fee was charged at. */
  venue: z.object({ name: z.string() }).nullable(),
  /** The session it was for, when it was for one: its name and when it started (DD/MM/YYYY and HH:mm). */
  session: z.object({ name: z.string(), date: z.string(), time: z.string() }).nullable(),
  /** When the fee was charged (ISO 8601). */
  createdAt: z.string(),
});

export const cancelInfo = z.object({
  /** The notice a monthly membership needs, and the dates cancelling today gives; null for a single payment. */
  recurring: z
    .object({
      /** Days. */
      cancellationNoticePeriod: z.number().int(),
      /** The last collection inside the notice period; null when none falls inside it. */
      earliestFinalPaymentDate: day.nullable(),
      earliestFinalDayOfMembership: day,
      cancellationNoticeRequired: z.boolean(),
    })
    .nullable(),
  /** 'fixed' is paid in full: cancelling ends it at once. */
  paymentType: z.enum(['recurring', 'fixed']),
  hasOutstandingPenaltiesDue: z.boolean(),
  outstandingPenaltiesDue: z.array(outstandingPenalty),
  /** What the outstanding fees add up to. */
  totalOutstanding: z.object({ amount: z.number().int(), formatted: z.string() }),
  allowOnlineMembershipCancellation: z.boolean(),
  membershipCancellationRefusalMessage: z.string().nullable(),
});

export const cancelInfoResponse = dataEnvelope(cancelInfo);

/** What a cancellation made: the membership's status and its final dates (the same for a repeated call). */
export const cancelResult = z.object({
  id: z.number().int(),
  status: z.string(),
  finalPaymentDate: day.nullable(),
  finalDayOfMembership: day,
});
export const cancelResponse = dataEnvelope(cancelResult);

/** The basket lines the holder's debts became, and the basket whose order will cancel the membership. */
export const payDebtsResponse = dataEnvelope(z.object({ cartItemIds: z.array(z.number().int()) }));

export type CancelInfo = z.infer<typeof cancelInfo>;
export type OutstandingPenalty = z.infer<typeof outstandingPenalty>;
export type CancelResult = z.infer<typeof cancelResult>;
