import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The embedded default is a folder (DATA_DIR/uploads); an S3-compatible
 * bucket can stand in later behind the same three calls. Keys are made by the app, never by a visitor.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a file that is not there is no error: a retried delete must not fail. */
  delete(key: string): Promise<void>;
}

/** Folder names and a file name of safe characters: no `..`, no absolute paths, nothing to escape the root. */
const safeKey = /^(?:[a-z0-9-]+\/)*[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole to a temporary name, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
