import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, E2E_PORT_BASE, E2E_REMOTES_FILE, TEST_LIMITS } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The tests re-point remotes.json and stop remote servers: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60000,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT_BASE}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // An Azerbaijani diner's browser: unprefixed paths land on /az (SPEC 4.1, browser language); tests of the other
    // languages' first visit set their own locale.
    locale: 'az-AZ',
    // The storefront's service worker would answer requests the tests route or count: off, but in the tests of the
    // menu in the pocket (pocket-menu.spec.ts), which turn it on.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/start.mjs --no-build --port-base ${E2E_PORT_BASE} --data-dir .tmp/e2e-pglite --remotes-file ${E2E_REMOTES_FILE}`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT_BASE}/api/health`,
    reuseExistingServer: false,
    timeout: 120000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The browser tests run on a fresh PGlite database of their own, whatever DATABASE_URL says.
    // The tests sign in, order and book far more often than a person would: the login and write limits are raised.
    env: { DATABASE_URL: '', AUTH_RATE_LIMIT: '1000', WRITE_LIMIT_SCALE: '1000', ORDERS_OUTSIDE_HOURS: 'true', ...TEST_LIMITS },
  },
});
