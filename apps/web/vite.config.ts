import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { contractsPure, contractsZod } from './contracts-pure.ts';
import { firstPaint } from './first-paint.ts';
import { preactAliases, preactJsx } from './preact-compat.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  base: '/',
  plugins: [
    contractsPure(),
    firstPaint(),
    precompress(),
    // ANALYZE=1 npm run build -w @leisure/web: a treemap of what each chunk holds (gzip sizes).
    process.env.ANALYZE &&
      visualizer({
        filename: 'stats.html',
        gzipSize: true,
        brotliSize: true,
        template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
      }),
  ],
  oxc: preactJsx,
  resolve: {
    alias: [{ find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) }, ...preactAliases],
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself; the polyfill was half a kilobyte on every page.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // Read by `npm run bench` to measure each sub-site's initial JavaScript.
    manifest: true,
    // No inline scripts or data: modules: the CSP is default-src 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // See contracts-pure.ts.
      treeshake: { manualPureFunctions: [contractsZod, 'dataEnvelope'] },
      // Everything the entry imports statically is one chunk: left to itself the split made 17 scripts and 4
      // style sheets of the start, each a round trip on a phone over HTTP/1.1's six connections (Lighthouse's
      // first paint moved from 1.8 s to 1.4 s). Every page loaded all of them anyway.
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            {
              name: 'booking-actions',
              test: /src[\\/](sites[\\/]bookings[\\/](use-|lazy-login)|features[\\/](basket|waitlists)[\\/]api[\\/]|components[\\/]ui[\\/](field|select-field)\.)|useMutation|mutationObserver/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
