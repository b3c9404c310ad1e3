/**
 * The freeze request's limits and the words both sides show (spec part 2 §5 Freeze, §9). Zod-free: the
 * web app imports these as values.
 */

/** The largest proof of eligibility accepted, checked in the browser and while the upload streams. */
export const freezeProofMaxBytes = 20_000_000;
export const freezeProofTooLargeMessage = 'File size exceeds 20mb.';
/** What a proof may be, judged by its content: JPEG, PNG or PDF. */
export const freezeProofAccept = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** The months a time period's label stands for: its first word ('3 months' → 3); null when none. */
export function monthsOfPeriod(label: string): number | null {
  const first = Number.parseInt(label.trim().split(/\s+/)[0] ?? '', 10);
  return Number.isInteger(first) && first > 0 ? first : null;
}

/** What a freeze's request is waiting for, as `statusInfo` names it on the memberships list. */
export const freezeStatusInfo = {
  pendingApproval: 'freeze pending approval',
  pending: 'freeze pending',
} as const;
