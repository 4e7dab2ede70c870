import { defineConfig, devices } from '@playwright/test';
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
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
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
