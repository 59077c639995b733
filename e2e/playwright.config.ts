import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, dataDirOf, E2E_WORKERS, remotesFileOf, sitePortBase, TEST_LIMITS } from './env';

const SITES = Array.from({ length: E2E_WORKERS }, (_, worker) => sitePortBase(worker));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A spec file runs whole in one worker, each worker on a site of its own (env.ts): the tests re-point their site's
  // remotes.json and stop its remote servers, and a spec's tests follow one another on its database.
  workers: E2E_WORKERS,
  fullyParallel: false,
  // In CI one retry of a failed test, reported as "flaky" in the list: on two cores shared with the API's tests a
  // site's page can miss a wait now and then (a CI run saw 6 of 244 fail that passed alone); a test that fails twice
  // fails the run. Locally none, so a flaky test shows.
  retries: process.env.CI ? 1 : 0,
  timeout: 60000,
  // what a test waits to see (a heading, a text) may take longer than Playwright's 5 s on two cores that run the API's
  // tests beside this suite; a wait still ends as soon as what it waits for is there
  expect: { timeout: 10000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    // each worker's own site: fixtures.ts and base-url.ts set baseURL from the worker's port base
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // An Azerbaijani diner's browser: unprefixed paths land on /az (SPEC 4.1, browser language); tests of the other
    // languages' first visit set their own locale.
    locale: 'az-AZ',
    // The storefront's service worker would answer requests the tests route or count: off, but in the tests of the
    // menu in the pocket (pocket-menu.spec.ts), which turn it on.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  // one composed site per worker, each as `npm start` serves it, on a fresh PGlite database of its own whatever
  // DATABASE_URL says. The tests sign in, order and book far more often than a person would: the login and write
  // limits are raised.
  webServer: SITES.map((portBase) => ({
    command: `node scripts/start.mjs --no-build --port-base ${portBase} --data-dir ${dataDirOf(portBase)} --remotes-file ${remotesFileOf(portBase)}`,
    cwd: '..',
    url: `http://127.0.0.1:${portBase}/api/health`,
    reuseExistingServer: false,
    timeout: 120000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { DATABASE_URL: '', AUTH_RATE_LIMIT: '1000', WRITE_LIMIT_SCALE: '1000', ORDERS_OUTSIDE_HOURS: 'true', ...TEST_LIMITS },
  })),
});
