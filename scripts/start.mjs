// `npm start`: builds the web app and the API unless what is built came from this very commit with nothing
// changed since, then serves both with the dev mailbox on. A tree with uncommitted changes under apps/ or
// packages/ (or no git at all) always builds: a stale build would be worse than a slow start.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
const stampFile = path.join(root, 'apps/api/dist/.built-from');
const built = [server, path.join(root, 'apps/web/dist/index.html')];

/** The commit the sources are at, or null when they differ from it (or git cannot say). */
function sourceCommit() {
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const changed = git(
      'status',
      '--porcelain',
      '--',
      'apps',
      'packages',
      'package.json',
      'package-lock.json',
    );
    return changed.trim() ? null : git('rev-parse', 'HEAD').trim();
  } catch {
    return null;
  }
}

const commit = sourceCommit();
const upToDate =
  commit !== null &&
  built.every((file) => existsSync(file)) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8').trim() === commit;

if (upToDate) {
  console.log(`Already built from ${commit.slice(0, 12)}: starting.`);
} else {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  if (commit) writeFileSync(stampFile, `${commit}\n`);
}

process.env.DEV_MAILBOX ??= 'true';
await import(pathToFileURL(server).href);
