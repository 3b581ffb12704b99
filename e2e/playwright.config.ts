import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the production build served by the real server (DESIGN §10).
 * By default `node scripts/e2e-server.mjs` builds the web app and starts the server on 18080
 * with a fresh data dir and the demo companies. Setting E2E_BASE_URL points the specs at a
 * server that is already running instead (no webServer is started then).
 */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port: two runs side by side (CI's SQLite and PostgreSQL passes) never clear
  // each other's traces.
  outputDir: path.join(
    import.meta.dirname,
    process.env.E2E_PORT ? `test-results-${process.env.E2E_PORT}` : 'test-results',
  ),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Specs sign in as the same demo users; running them one after another keeps the login
  // rate limit and lockout of the server out of the picture.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1366, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        cwd: repoRoot,
        url: `${baseURL}/login`,
        reuseExistingServer: !process.env.CI,
        // The server answers once a week of demo history is written (~30 s quiet, longer beside CI's other suites).
        timeout: 300_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
