import { createHash, randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@leisure/contracts/foh-auth-rules';

// No 0/o, 1/l/i: a code copied from paper is typed back right.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function group(): string {
  let out = '';
  for (let i = 0; i < 5; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Ten codes of two groups of five (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => `${group()}-${group()}`);
}

/** Kept only as a hash; spaces, hyphens and case the user types make no difference. */
export function hashRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(plain).digest('hex');
}
