import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const period = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secret: string, label = 'staff', issuer = 'Front of house'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });
}

/**
 * The time step a code belongs to, if it is the code of the step now or of the one before or after (a
 * phone's clock a little off, a code typed as it turned), or null. The caller refuses a step at or
 * before the last one used: a code read over a shoulder cannot be used again.
 */
export function stepOfCode(secret: string, code: string, at: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}
