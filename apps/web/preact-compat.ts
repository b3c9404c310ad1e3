import type { Alias, Plugin } from 'vite';

/**
 * The app is written against React's API and types, and runs on Preact's compatibility layer: the same
 * components, hooks and libraries for about a fifth of react-dom's weight (docs/decisions/024). The unit
 * tests use the same aliases, so they test what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React 17's shim of a hook React 18+ and preact/compat both have; its CommonJS would require React itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** JSX compiles straight to Preact's runtime (no React plugin: there is no React to refresh). */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

/**
 * The same aliases as a resolver that runs first, for the unit tests: Vitest's module runner does not apply
 * `resolve.alias` to imports made inside packages, so react-i18next and friends would load React itself.
 */
export function preactEverywhere(): Plugin {
  return {
    name: 'preact-everywhere',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const alias = preactAliases.find(({ find }) => typeof find !== 'string' && find.test(source));
      return alias ? this.resolve(alias.replacement, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
