import { configDefaults, defineConfig } from 'vitest/config';

/** Integration files that mock a module (vi.mock): they need a module graph of their own. */
const ISOLATED = ['apps/server/test/route-workers-start.test.ts'];

/**
 * Projects: `unit` (pure code next to its source) and `integration` (the server built in-process
 * against real SQLite and, when reachable, PostgreSQL; `integration-isolated` holds its files that
 * mock modules). scripts/test.mjs runs them and reports what was skipped and why.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'scripts/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
          // The files share one module graph: importing the whole server again for each of ~70
          // files cost more than a minute per database in CI. Each file still builds its own app
          // and database (harness.ts), so no state crosses files.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration-isolated',
          include: ISOLATED,
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
