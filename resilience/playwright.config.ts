import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/env';
import { CHROMIUM } from './lib';

// The resilience runs: one at a time (they start and kill servers), each starting what it needs.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 5 * 60 * 1000,
  // Loads already hanging on a slow remote may take their full 10 s before a retried part shows.
  expect: { timeout: 25000 },
  // the JSON report names each failed step in the run's last line (resilience/run.mjs): a CI log shows its tail only
  reporter: [['list'], ['json', { outputFile: '../.tmp/resilience/results.json' }]],
  outputDir: '../.tmp/resilience/results',
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
});
