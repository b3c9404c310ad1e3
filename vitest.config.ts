import { defineConfig } from 'vitest/config';

const apiIntegration = ['apps/api/src/**/*.integration.test.ts', 'apps/api/test/**/*.integration.test.ts'];
/**
 * The API files share their worker's modules (isolate: false): importing the app anew for each of 230 files
 * was over half the suite's time. Each file still builds its own app on its own copy of the database; the
 * modules' own state is caches of pure answers, except the per-process cap of named statements, whose test
 * takes fresh modules.
 */
const apiIntegrationOptions = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: { TZ: 'UTC' },
  isolate: false,
};

/**
 * The API suite runs on PGlite always, and again on a PostgreSQL server when TEST_DATABASE_URL names
 * one (CI sets it when a server answers). Each run builds one migrated, seeded template database and
 * every test file gets its own copy of it.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/api/test/*.test.ts'],
          exclude: apiIntegration,
          env: { TZ: 'UTC' },
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api-pglite',
          include: apiIntegration,
          globalSetup: ['apps/api/test/global-setup-pglite.ts'],
          ...apiIntegrationOptions,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiIntegration,
                globalSetup: ['apps/api/test/global-setup-postgres.ts'],
                ...apiIntegrationOptions,
              },
            },
          ]
        : []),
    ],
  },
});
