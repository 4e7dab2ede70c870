import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The specs that use the real Pusher-protocol server. */
const REALTIME = /(chat|realtime)[^/]*\.spec\.ts$/;
/** The deployed build's specs run against nginx with their own config (playwright.deploy.config.ts). */
const DEPLOYED = /\/deploy\//;

/** End-to-end tests against the production build in demo mode (scripts/test-e2e.mjs builds it to dist-demo). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Playwright empties outputDir when a run starts: a folder of its own, so that the reports of this run
  // and of the other steps under test-results/ stay, as do the signed-in states (test-results/.auth,
  // e2e/sign-in.ts).
  outputDir: 'test-results/e2e-artifacts',
  reporter: [
    ['list'],
    ['junit', { outputFile: 'test-results/e2e/junit.xml' }],
    ['json', { outputFile: 'test-results/e2e/report.json' }],
  ],
  // A real soketi on 127.0.0.1:6001 (installed on first use) for the specs that run in soketi mode.
  globalSetup: './e2e/realtime-server/global-setup.mjs',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs in once per kind of session and saves it for the specs (e2e/auth.setup.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      testIgnore: [REALTIME, DEPLOYED],
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Specs on the real soketi stop and restart it: one at a time, after the rest, so no other test
    // loses its live connection to an outage it did not cause.
    {
      name: 'realtime',
      testMatch: REALTIME,
      testIgnore: DEPLOYED,
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `npx vite preview --mode demo --outDir dist-demo --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
