// Bundles the api into one file for `npm start` (Node 20 cannot run .ts, and one file starts fast), with
// the packages it loads at every start: resolving and reading a few hundred files of node_modules one by one
// cost a start about a quarter of a second (docs/decisions/032-start-up-and-shared-reads.md). The contracts
// workspace is TypeScript source, so it is bundled too.
// Then makes the demo snapshot (src/seed/demo-snapshot.ts) with the same sources, so a first start unpacks
// a seeded database instead of seeding one.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { memoisedIs } from './build-plugins/memoised-is.mjs';

/**
 * Packages left in node_modules: those that read files beside their own code or load native addons, and
 * those a start never loads (imported on first use), which would only lengthen the file every start reads.
 */
const external = [
  '@electric-sql/pglite', // its WebAssembly and file-system bundle, found from its own URL
  '@fastify/swagger-ui', // serves the files of its own folder
  '@node-rs/argon2', // native
  'sharp', // native; on first picture
  'jsdom', // reads its own style sheets; with dompurify, on first sanitising
  'dompurify',
  'pg', // only for a PostgreSQL server
  'pdf-lib', // on first PDF
  'nodemailer', // on first mail over SMTP
];

// A failed build must not leave the last build's snapshot beside a new server bundle (it would be
// refused at start anyway, its manifest naming the old bundle).
rmSync('dist/demo-snapshot.json', { force: true });

const common = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // The bundled CommonJS packages require Node's own modules.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
  plugins: [memoisedIs],
};
// What the server imports on first use only (the PostgreSQL driver) goes in chunks it loads then, so that
// an embedded start never loads pg. The snapshot's maker is built on its own: nothing the server runs at
// start (the seed) moves out of server.js, whose digest ties the snapshot to it.
rmSync('dist/chunks', { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { server: 'src/server.ts' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});
await build({ ...common, entryPoints: { 'make-demo-snapshot': 'src/seed/make-demo-snapshot.ts' } });

execFileSync(process.execPath, ['dist/make-demo-snapshot.js', 'dist/server.js'], { stdio: 'inherit' });
