import type { RateRule } from '../../platform/rate-limit/rate-limit';

const minutes = (n: number) => n * 60_000;

/**
 * The numbers, and why, are in docs/decisions/006-rate-limits-and-mail.md. Failures are counted where a
 * guess is being made (sign-in, current password); attempts are counted where every request costs an email
 * or probes tokens.
 */
export const authLimits = {
  /** Wrong passwords against one account, from anywhere: the ceiling of 100 an hour. */
  signInFailuresPerAccount: { name: 'sign-in-account', limit: 100, windowMs: minutes(60) },
  /** Wrong passwords for one username from one address: stops a single guesser long before the above. */
  signInFailuresPerAddressAndName: { name: 'sign-in-address-name', limit: 20, windowMs: minutes(15) },
  /** Wrong passwords from one address across all usernames: credential stuffing. */
  signInFailuresPerAddress: { name: 'sign-in-address', limit: 100, windowMs: minutes(15) },
  /** Reset and activation emails asked for from one address. */
  passwordEmailsPerAddress: { name: 'password-email-address', limit: 20, windowMs: minutes(15) },
  /** Reset and activation emails for one email address or customer ID: nobody's inbox gets flooded. */
  passwordEmailsPerName: { name: 'password-email-name', limit: 10, windowMs: minutes(60) },
  /** Token checks and resets from one address. */
  resetAttemptsPerAddress: { name: 'reset-address', limit: 60, windowMs: minutes(15) },
} satisfies Record<string, RateRule>;

/** Counters of the fixed windows above are kept no longer than the longest window. */
export const longestWindowMs = minutes(60);
