import { selectedVenueCookie } from '@leisure/contracts/boot-answers';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';

/** The venue a visitor chose, kept across visits (spec part 1 §2: the selected venue). */
const storageKey = 'selectedVenue';
const listeners = new Set<() => void>();

export function readSelectedVenue(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function selectVenue(slug: string | null): void {
  try {
    if (slug) localStorage.setItem(storageKey, slug);
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage can be refused (private mode); the choice then lasts for this page only.
  }
  copyToCookie(slug);
  for (const listener of listeners) listener();
}

/**
 * The choice in a cookie too, for the server to answer that venue's theme inside the page
 * (contracts/boot-answers.ts). A choice made before the cookie existed is copied at the app's start.
 */
export function copyToCookie(slug: string | null = readSelectedVenue()): void {
  if (slug === readCookie(selectedVenueCookie)) return;
  if (slug) writeCookie(selectedVenueCookie, slug, 365 * 24 * 60 * 60);
  else deleteCookie(selectedVenueCookie);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedVenue(): string | null {
  return useSyncExternalStore(subscribe, readSelectedVenue, () => null);
}
