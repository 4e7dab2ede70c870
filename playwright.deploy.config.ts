import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { API_COMMAND, API_PORT, APP_URL, NGINX_COMMAND } from './e2e/deploy/deployed-app.mjs';

const command = ([program, args]: [string, string[]]) => [program, ...args].join(' ');

/**
 * The real-API build served by nginx as deployed (scripts/test-deploy.mjs builds it and writes the
 * server's configuration to .deploy-run): the security headers, the SPA fallback, caching and a
 * redeploy, in Chromium. Both servers listen on 127.0.0.1 and stop with the run.
 */
export default defineConfig({
  testDir: 'e2e/deploy',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A folder of its own: Playwright empties outputDir when a run starts, and test-results/ holds the
  // reports of the other steps.
  outputDir: 'test-results/deploy-artifacts',
  reporter: [
    ['list'],
    ['junit', { outputFile: 'test-results/deploy/junit.xml' }],
    ['json', { outputFile: 'test-results/deploy/report.json' }],
  ],
  // The same browser, launched the same way, as the demo's end-to-end tests.
  use: { ...base.use, ...devices['Desktop Chrome'], channel: undefined, baseURL: APP_URL },
  webServer: [
    {
      command: command(API_COMMAND),
      url: `http://127.0.0.1:${API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: command(NGINX_COMMAND),
      url: `${APP_URL}/login`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
