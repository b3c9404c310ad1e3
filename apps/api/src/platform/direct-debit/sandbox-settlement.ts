import { localDate } from '../local-time';
import type { CollectionStatus, MandateStatus } from './provider';

/**
 * The sandbox's demo troubles, chosen by the account number's last two digits so that a pair which passes
 * the modulus check can still show them (the README lists pairs for each).
 */
export const troubleEndings = {
  /** The bank refuses the instruction, as an AUDDIS return of 'account closed' would. */
  refusedMandate: '00',
  /** Every collection fails, as an ARUDD return of 'refer to payer' for want of funds would. */
  failedCollections: '44',
} as const;

export function mandateOutcome(accountNumberEnding: string): MandateStatus {
  return accountNumberEnding === troubleEndings.refusedMandate ? 'failed' : 'active';
}

export type Settlement = { status: CollectionStatus; failureReason: string | null };

/**
 * A collection's state at `now`, from nothing but its charge date and its mandate, so that a test which
 * moves the clock sees a year of collections settle without anything running in between.
 * - Cancelled when its mandate was cancelled before the charge date, as GoCardless cancels a mandate's
 *   payments not yet sent to the banks.
 * - Pending until the charge date has passed on the UK's calendar: Bacs takes the money that day and reports
 *   a failure in the days after; the sandbox settles at the end of the charge date.
 * - Then paid, or failed for an account ending 44.
 */
export function settlement(
  payment: { chargeDate: string },
  mandate: { accountNumberEnding: string; cancelledAt: Date | null },
  now: Date,
): Settlement {
  if (mandate.cancelledAt && localDate(mandate.cancelledAt) < payment.chargeDate)
    return { status: 'cancelled', failureReason: 'mandate_cancelled' };
  if (localDate(now) <= payment.chargeDate) return { status: 'pending', failureReason: null };
  if (mandate.accountNumberEnding === troubleEndings.failedCollections)
    return { status: 'failed', failureReason: 'insufficient_funds' };
  return { status: 'paid', failureReason: null };
}
