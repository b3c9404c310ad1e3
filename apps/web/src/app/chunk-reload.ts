import { reloadPage } from '@/lib/browser';

/** Spec part 1 §9: a lazy page that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const reloadKey = 'chunk-reload';

export class ChunkTimeoutError extends Error {
  constructor() {
    super(`A page chunk did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** The ways browsers say a module of an older release is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i.test(
    error.message,
  );
}

/**
 * After a release the old chunks are gone: reload once to get the new index.html. The guard in
 * sessionStorage makes sure a chunk that stays missing shows the error page instead of looping.
 */
export function reloadOnceForNewRelease(storage: Storage = sessionStorage, reload = reloadPage): boolean {
  if (storage.getItem(reloadKey)) return false;
  storage.setItem(reloadKey, String(Date.now()));
  reload();
  return true;
}

/** A chunk arrived: a later release may reload once again. */
export function chunkArrived(storage: Storage = sessionStorage): void {
  storage.removeItem(reloadKey);
}

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads a chunk within the time-out; a chunk lost to a release reloads the page once. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await withTimeout(load());
    chunkArrived();
    return module;
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForNewRelease()) {
      // The page is reloading; never settle, so nothing half-loaded renders meanwhile.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
