import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { preactAliases, preactEverywhere, preactJsx } from './preact-compat.ts';

export default defineProject({
  oxc: preactJsx,
  plugins: [preactEverywhere()],
  resolve: {
    // The ES module builds a browser gets, not the CommonJS ones Node would pick: a CommonJS `require('react')`
    // is out of the aliases' reach.
    conditions: ['module', 'browser', 'development'],
    alias: [{ find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) }, ...preactAliases],
    mainFields: ['module', 'main'],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    restoreMocks: true,
    // Node would load these packages' own `react` imports past the aliases: Vite transforms them instead.
    server: {
      deps: {
        inline: [/react/, /@radix-ui/, /@testing-library/, /@tanstack/, /i18next/, /@hookform/, /preact/],
      },
    },
  },
});
