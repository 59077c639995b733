import { defineConfig } from '@playwright/test';
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
  reporter: [['list']],
  outputDir: '../.tmp/resilience/results',
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
});
