/**
 * The bearer token of spec part 1 §6: sent only in development or when VITE_USE_BEARER is set.
 * Otherwise the session rides on its HttpOnly cookie and no token is ever kept in script reach.
 */
const storageKey = 'auth-token';

export function usesBearer(): boolean {
  return import.meta.env.DEV || import.meta.env.VITE_USE_BEARER === 'true';
}

export function holdToken(token: string): void {
  if (usesBearer()) sessionStorage.setItem(storageKey, token);
}

export function heldToken(): string | null {
  return usesBearer() ? sessionStorage.getItem(storageKey) : null;
}

export function dropToken(): void {
  sessionStorage.removeItem(storageKey);
}
