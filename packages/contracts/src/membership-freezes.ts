import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';

/**
 * Freezing a membership (spec part 2 §2 Freeze modal; §3 Freeze type; §7 the freezetypes and freeze
 * calls), and the staff's review of freeze requests (ours: the spec shows none).
 */

export const freezeType = z.object({
  id: z.number().int(),
  /** What the member picks under 'Reason for freezing'. */
  reason: z.string(),
  /** The periods offered, keyed by their months: {"1": "1 month", "3": "3 months"}. */
  timePeriods: z.record(z.string(), z.string()),
  /** Proof asked for with the request, or null when none is. */
  proofOfEligibility: z.object({ description: z.string(), documentType: z.string() }).nullable(),
});
export type FreezeType = z.infer<typeof freezeType>;

export const freezeTypes = z.object({
  freezeTypes: z.array(freezeType),
  /** The first and last day a freeze may start on (YYYY-MM-DD at the membership's venue). */
  minFreezeStartDate: z.object({ raw: z.string() }),
  maxFreezeStartDate: z.object({ raw: z.string() }),
});
export type FreezeTypes = z.infer<typeof freezeTypes>;
export const freezeTypesResponse = dataEnvelope(freezeTypes);

/** A freeze as asked for, and where its review stands. */
export const membershipFreeze = z.object({
  id: z.number().int(),
  membershipId: z.number().int(),
  reason: z.string(),
  activeFrom: z.string(),
  months: z.number().int(),
  /** Its last frozen day. */
  endsOn: z.string(),
  /** 'pending_approval', 'approved', 'active', 'ended', 'rejected' or 'withdrawn'. */
  status: z.string(),
  hasProof: z.boolean(),
  rejectionReason: z.string().nullable(),
});
export type MembershipFreeze = z.infer<typeof membershipFreeze>;
export const membershipFreezeResponse = dataEnvelope(membershipFreeze);

/** A freeze request as staff review it: whose, which membership, and its proof's kind. */
export const staffFreeze = membershipFreeze.extend({
  memberName: z.string(),
  membershipReference: z.string(),
  membershipName: z.string(),
  proofDocumentType: z.string().nullable(),
  proofContentType: z.string().nullable(),
  requestedAt: z.string(),
});
export type StaffFreeze = z.infer<typeof staffFreeze>;
export const staffFreezesQuery = z.object({
  status: z
    .enum(['pending_approval', 'approved', 'active', 'ended', 'rejected', 'withdrawn'])
    .default('pending_approval'),
});
export const staffFreezesResponse = dataEnvelope(z.array(staffFreeze));
export const staffFreezeParams = z.object({ id: recordIdParam });
export const rejectFreezeRequest = z.object({ reason: z.string().trim().min(1).max(500) });
