import type { SecondFactorStep } from '../api/staff-types';

/**
 * The steps of a staff sign-in: the password, then either the code of an authenticator already enrolled
 * (or one of its recovery codes), or on a first sign-in the enrolment and the recovery codes shown once.
 */
export type LoginStep =
  | { name: 'password' }
  | { name: 'verify'; recovery: boolean }
  | { name: 'enrol' }
  | { name: 'recovery-codes'; codes: string[] };

export function stepAfterPassword(next: SecondFactorStep): LoginStep {
  return next === 'enrol' ? { name: 'enrol' } : { name: 'verify', recovery: false };
}

/** An authenticator's code as typed or pasted ('123 456', '123-456'): its digits. */
export function normaliseCode(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function isTotpCode(raw: string): boolean {
  return /^\d{6}$/.test(normaliseCode(raw));
}

/** A recovery code goes as the server printed it, less the spaces a paste may bring around it. */
export function normaliseRecoveryCode(raw: string): string {
  return raw.trim();
}

/** The message for a code that cannot be right, or null when it is worth sending. */
export function codeProblem(raw: string, recovery: boolean): 'required' | 'format' | null {
  const value = recovery ? normaliseRecoveryCode(raw) : normaliseCode(raw);
  if (!value) return 'required';
  if (!recovery && !isTotpCode(value)) return 'format';
  return null;
}
