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
 * How long after one release reload another may happen. A page loads several chunks at once, so a
 * flag cleared by any chunk that does arrive would let a chunk that stays missing reload for ever;
 * a time window cannot loop, and a release later in the same tab still gets its one reload.
 */
export const RELOAD_WINDOW_MS = 60_000;

/** After a release the old chunks are gone: reload once to get the new index.html. */
export function reloadOnceForNewRelease(
  storage: Storage = sessionStorage,
  reload = reloadPage,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(reloadKey) ?? 0);
  if (last && now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(reloadKey, String(now));
  reload();
  return true;
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
    return await withTimeout(load());
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForNewRelease()) {
      // The page is reloading; never settle, so nothing half-loaded renders meanwhile.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
