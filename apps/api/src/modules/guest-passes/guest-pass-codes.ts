import { createHash, randomBytes } from 'node:crypto';

/** A pass code: 128 random bits, base64url (22 characters), never derived from anything guessable. */
export function newPassCode(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database keeps of a code: a leaked table names no pass a guest could show. */
export function hashPassCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
