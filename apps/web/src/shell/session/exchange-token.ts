import { createSession } from '@/features/auth/api/create-session';
import { holdToken } from '@/lib/auth-token';
import { removeTokenFromAddress } from './query-options';

let exchange: Promise<boolean> | null = null;

/**
 * Spec part 1 §4: a token in the address is stored (turned into the cookie session) and removed
 * from the address. Runs once per page load, whoever asks.
 */
export function exchangeAddressToken(token: string): Promise<boolean> {
  exchange ??= createSession(token)
    .then(() => {
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
