import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Several people may run journeys at once on one machine: each port gets its own database. */
const DATA_DIR = `data/e2e-${PORT}`;
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Journey files that share data with others: the demo seller's account, installation-wide settings. */
const SHARED_DATA_JOURNEYS = /\/(auth|cashback|customs-codes|invoices|warehouse-calculator|warehouse-stock)\.e2e\.ts$/;

/**
 * Debian's Chromium in the headless shell build (package chromium-headless-shell: the same source and version as
 * /usr/bin/chromium, without the desktop browser around the engine; Playwright's own default for headless runs). The
 * journeys took 27 % less CPU in it (docs/ci-time.md). /usr/bin/chromium when the shell is missing, or any build by
 * E2E_CHROMIUM (for a headed run: E2E_CHROMIUM=/usr/bin/chromium npx playwright test --headed …).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Journeys in Debian's Chromium against the real server (built SPA + API) on a throwaway database — the same thing
 * `npm start` runs. Never downloads a browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two browsers at a time on two cores. The three-language page sweep (one long file that only reads) starts first,
  // in one slot; the journeys take the other slot file by file, and both once the sweep is done — the journeys no
  // longer run alone on one core for their last minute (docs/ci-time.md). A file's tests stay in order.
  workers: 2,
  projects: [
    { name: 'page sweep', testMatch: /pages\.e2e\.ts$/, workers: 1 },
    // Journeys that sign in as the demo seller (and change what it holds) or change an installation-wide setting
    // (cashback rates): one at a time, as they always ran.
    { name: 'journeys on shared data', testMatch: SHARED_DATA_JOURNEYS, workers: 1 },
    // Journeys with sellers of their own.
    { name: 'journeys', testIgnore: [/pages\.e2e\.ts$/, SHARED_DATA_JOURNEYS], workers: 2 },
  ],
  retries: 0,
  timeout: 60_000,
  // Two browsers and the server share two cores: a first visit to a page (its code, strings and data) can take
  // longer than Playwright's default 5 s to show under that load, which is waiting, not a fault.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    locale: 'en-US',
    // Recording a trace (a screencast and DOM snapshots of every step) cost more CPU than the journeys themselves:
    // Chromium's GPU process and browser process did little else (7 journeys: 178 s with traces, 113 s without).
    // Failures still leave a screenshot and the page's outline; E2E_TRACE=retain-on-failure records traces again.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | 'on' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // As a person who asked for less motion: no transitions to paint (Chromium paints in software here) or wait out.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Pages live seconds here: V8's optimising compiler spent more on them than it saved (about a tenth of the CPU).
        '--js-flags=--no-opt',
      ],
    },
  },
  webServer: {
    // A new database from the API suites' template (migrated, with the customs codes), built if missing: on
    // PostgreSQL when DATABASE_URL names one (CI), otherwise PGlite in DATA_DIR (apps/api/test/e2e-database.ts).
    command: `rm -rf ${DATA_DIR} && export "$(npx tsx apps/api/test/e2e-database.ts)" && npm run serve`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR,
      E2E_PORT: String(PORT),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address; the login throttle has its own API tests.
      RATE_LIMIT_PER_MINUTE: '10000',
      // No error-reporting SDK in the pages: it was a sixth of the journeys' CPU (docs/ci-time.md). The browser's
      // reporting has its own journey (error-reporting.e2e.ts), which tells the page to report.
      SENTRY_WEB_ENABLED: 'false',
    },
  },
});
