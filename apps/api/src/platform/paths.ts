import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package's own folder, whether running from src (tsx, vitest) or from the bundled dist. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'migrations'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api migrations folder');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, 'migrations');
export const defaultWebDist = path.resolve(apiRoot, '../web/dist');
