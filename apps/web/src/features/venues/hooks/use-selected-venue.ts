import { useSyncExternalStore } from 'react';

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
  for (const listener of listeners) listener();
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
