/**
 * An Idempotency-Key per page visit and per choice: a retry of the same choice sends the same key and
 * finds what the first call made; a different choice is a different key.
 */
export async function idempotencyKeyOf(nonce: string, body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(nonce + JSON.stringify(body));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
