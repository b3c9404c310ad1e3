import type { DeskPayment } from './desk-tenders';

/**
 * One Idempotency-Key per attempt to pay: the same basket with the same tenders. A retry (a double press, an
 * answer lost on the network) sends the same key and pays once; a changed basket or tender is a new attempt.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, string>();
  return (cartUuid: string, itemIds: readonly number[], payments: readonly DeskPayment[]): string => {
    const attempt = `${cartUuid}|${[...itemIds].sort((a, b) => a - b).join(',')}|${JSON.stringify(payments)}`;
    const held = keys.get(attempt);
    if (held) return held;
    const key = newKey();
    keys.set(attempt, key);
    return key;
  };
}
