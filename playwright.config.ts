import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The deployed build's specs run against nginx with their own config (playwright.deploy.config.ts). */
const DEPLOYED = /\/deploy\//;
/**
 * Tests on the suite's one real soketi (127.0.0.1:6001) are tagged: `@soketi` for those that only use
 * it, `@restarts-soketi` for those that stop it and start it again. Tests in soketi mode share its
 * channels (the same staff user in the same rooms), so they run one at a time; the rest of the suite
 * never connects to it (the demo's in-page socket).
 */
const ON_SOKETI = /@soketi\b|@restarts-soketi\b/;
/**
 * Where this run's reports and failure screenshots go: `scripts/test-e2e.mjs` runs the soketi tests as
 * a run of their own, after the rest, with reports of their own.
 */
const REPORTS = process.env.E2E_REPORTS ?? 'test-results/e2e';
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** End-to-end tests against the production build in demo mode (scripts/test-e2e.mjs builds it to dist-demo). */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: DEPLOYED,
  // Each test has a browser context of its own, its demo backend's data included: files run in
  // parallel, and so do the tests of a file.
  fullyParallel: true,
  workers: Math.max(2, os.availableParallelism()),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Playwright empties outputDir when a run starts: a folder of its own, so the reports of this run and of
  // the other steps under test-results/ stay, as do the signed-in states (test-results/.auth, e2e/sign-in.ts).
  outputDir: `${REPORTS}-artifacts`,
  reporter: [
    ['list'],
    ['junit', { outputFile: `${REPORTS}/junit.xml` }],
    ['json', { outputFile: `${REPORTS}/report.json` }],
  ],
  // A real soketi on 127.0.0.1:6001 (installed on first use) for the specs that run in soketi mode.
  globalSetup: './e2e/realtime-server/global-setup.mjs',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // The fonts the suite expects, whatever else the machine has (scripts/test-fonts.mjs).
      env: CHROMIUM_ENV,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs in once per kind of session and saves it for the specs (e2e/auth.setup.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: chromium },
    { name: 'chromium', grepInvert: ON_SOKETI, dependencies: ['setup'], use: chromium },
    // On soketi, one at a time: they share its channels, and some stop and start it. The suite runs them
    // after the rest, as a run of their own (scripts/test-e2e.mjs), beside only the deployed build's
    // tests (one browser, one test at a time): beside the other demo tests, a third browser on a two-core
    // machine left a room's messages more than 10 s to show under load, and a failure elsewhere does not
    // keep them from running.
    { name: 'soketi', grep: ON_SOKETI, workers: 1, dependencies: ['setup'], use: chromium },
  ],
  webServer: {
    command: `npx vite preview --mode demo --outDir dist-demo --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
