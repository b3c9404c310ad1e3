import { createHash, randomBytes } from 'node:crypto';

/** How long a visitor's basket cookie lasts: long enough to come back tomorrow; holds expire far sooner. */
export const visitorBasketMaxAgeSeconds = 30 * 24 * 60 * 60;

/** A new 256-bit basket key for a visitor's cookie. */
export function newVisitorKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored (carts.visitor_key_hash): a leaked table reveals no basket. */
export function hashVisitorKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The visitor's CSRF token, derived from the secret key so nothing more is stored: readable by the page
 * (its companion cookie) yet useless without the key, and not guessable from another site.
 */
export function visitorCsrfToken(key: string): string {
  return createHash('sha256').update(`basket-csrf:${key}`).digest('base64url');
}
