// Bundles the api into one file for `npm start` (Node 20 cannot run .ts, and one file starts fast).
// Packages from node_modules stay external; the contracts workspace is TypeScript source, so it is bundled.
// Then makes the demo snapshot (src/seed/demo-snapshot.ts) with the same sources, so a first start unpacks
// a seeded database instead of seeding one.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

// A failed build must not leave the last build's snapshot beside a new server bundle (it would be
// refused at start anyway, its manifest naming the old bundle).
rmSync('dist/demo-snapshot.json', { force: true });

await build({
  entryPoints: { server: 'src/server.ts', 'make-demo-snapshot': 'src/seed/make-demo-snapshot.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

execFileSync(process.execPath, ['dist/make-demo-snapshot.js', 'dist/server.js'], { stdio: 'inherit' });
