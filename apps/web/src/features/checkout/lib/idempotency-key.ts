/**
 * One key per checkout attempt: the same basket at the same total, the same credit. It survives
 * retries, double clicks and a reload (session storage), so the server pays and books at most once; a
 * changed basket (a line, or a price the server repriced) is another attempt and gets another key, as
 * the server's payment for a key pays for nothing but the basket it was quoted for.
 */
const prefix = 'checkout-attempt:';

export function checkoutAttempt(
  cartUuid: string,
  itemIds: readonly number[],
  credit: number,
  total: number,
): string {
  return `${cartUuid}:${[...itemIds].sort((a, b) => a - b).join(',')}:${credit}:${total}`;
}

function newKey(): string {
  return crypto.randomUUID();
}

export function idempotencyKeyFor(attempt: string, storage: Storage = sessionStorage): string {
  try {
    const held = storage.getItem(prefix + attempt);
    if (held) return held;
    const key = newKey();
    storage.setItem(prefix + attempt, key);
    return key;
  } catch {
    // Storage refused (private mode): the key then lasts for this page's life only.
    const held = memory.get(attempt) ?? newKey();
    memory.set(attempt, held);
    return held;
  }
}

const memory = new Map<string, string>();

export function forgetIdempotencyKey(attempt: string, storage: Storage = sessionStorage): void {
  memory.delete(attempt);
  try {
    storage.removeItem(prefix + attempt);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
