import type { GuestPassStatus } from '@leisure/contracts/guest-pass-rules';

type Dated = { status: GuestPassStatus; validTo: string };

/**
 * The status to show: the server's, except that an issued pass whose end has passed by this browser's
 * clock is shown expired (a page left open past the end), as the server would now say.
 */
export function shownStatus(pass: Dated, now: number): GuestPassStatus {
  if (pass.status === 'issued' && Date.parse(pass.validTo) <= now) return 'expired';
  return pass.status;
}

/** Spec part 1 §4: success for issued and redeemed, danger for expired. */
export function statusTone(status: GuestPassStatus): 'success' | 'danger' {
  return status === 'expired' ? 'danger' : 'success';
}
