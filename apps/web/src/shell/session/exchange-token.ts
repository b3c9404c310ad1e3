import { createSession } from '@/features/auth/api/create-session';
import { holdToken } from '@/lib/auth-token';
import { removeTokenFromAddress } from './query-options';

let exchange: Promise<boolean> | null = null;

/**
 * Spec part 1 §4 with decision 054: the hand-off code in the address is exchanged once for the cookie
 * session and removed from the address (history.replaceState) whether it was accepted or not, so a spent
 * or refused code is neither retried nor left in history. Runs once per page load, whoever asks.
 */
export function exchangeAddressToken(code: string): Promise<boolean> {
  exchange ??= createSession(code)
    .then((token) => {
      holdToken(token);
      return true;
    })
    .catch(() => false)
    .finally(removeTokenFromAddress);
  return exchange;
}

export function forgetTokenExchange(): void {
  exchange = null;
}
