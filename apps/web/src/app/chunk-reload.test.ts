import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/browser';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkTimeoutError,
  isChunkLoadError,
  loadChunk,
  RELOAD_WINDOW_MS,
  reloadOnceForNewRelease,
} from './chunk-reload';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
  sessionStorage.clear();
  vi.useRealTimers();
});

const lost = () => new TypeError('Failed to fetch dynamically imported module: /assets/old-abc.js');

describe('chunk reload guard', () => {
  it('recognises a missing chunk', () => {
    expect(isChunkLoadError(lost())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
  });

  it('reloads once, and not again within the window even when other chunks arrive', async () => {
    const start = Date.now();
    expect(reloadOnceForNewRelease(sessionStorage, reloadPage, start)).toBe(true);
    await expect(loadChunk(() => Promise.resolve('page'))).resolves.toBe('page');
    expect(reloadOnceForNewRelease(sessionStorage, reloadPage, start + 5_000)).toBe(false);
    expect(reloadPage).toHaveBeenCalledOnce();

    // A later release in the same tab gets its own reload.
    expect(reloadOnceForNewRelease(sessionStorage, reloadPage, start + RELOAD_WINDOW_MS + 1)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('reloads on a lost chunk, and shows the error when it is still lost after the reload', async () => {
    // The first load never settles: the page is reloading.
    void loadChunk(() => Promise.reject(lost()));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    await expect(loadChunk(() => Promise.reject(lost()))).rejects.toThrow(/dynamically imported/);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('gives up on a chunk after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    expect(reloadPage).not.toHaveBeenCalled();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
