import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code next to its source) and `integration` (the server built
 * in-process against real SQLite and, when reachable, PostgreSQL). scripts/test.mjs runs them
 * and reports what was skipped and why.
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
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
