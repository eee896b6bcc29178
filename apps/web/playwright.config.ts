// End-to-end journeys (docs/testing.md): the production build served by the real server on an empty embedded
// database (started by the fixtures in e2e/lib), driven by the system Chromium. Run "npm run build" first
// (the root "npm run test:e2e" does both); then "npx playwright test [file]" from apps/web.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/lib/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // A journey walks a whole flow, with several accounts and mails.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // One worker by default: on this two-core machine two workers (each a browser and its servers) made the
  // journeys time-sensitive; E2E_WORKERS=2 runs them in parallel where there are cores to spare.
  workers: Number(process.env.E2E_WORKERS) || 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // The trace keeps each step's DOM snapshot; its screencast (a frame per paint) made the journeys a quarter
    // slower on two cores (journeys 07 and 14: 85 s with it, 66 s without, 60 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Each accessibility check saves its own screenshot (e2e/screenshots): the page at the end of a journey is
    // only worth one when the journey failed.
    screenshot: { mode: 'only-on-failure', fullPage: true },
    launchOptions: {
      // The system Chromium; no browser is downloaded (e2e/lib/chromium.ts).
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
