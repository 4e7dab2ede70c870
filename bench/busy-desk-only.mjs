// npm run bench:busy: the busy desk alone (bench/busy-desk.mjs) on the demo build in dist-demo
// (`--build` builds it first), through soketi on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startSoketi } from '../e2e/realtime-server/soketi.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { measureBusyDesk, printBusyDesk } from './busy-desk.mjs';
import { serve } from './serve.mjs';

// BUSY_DIST measures another build (e.g. one built with --minify false, to read a BUSY_PROFILE).
const OUT = process.env.BUSY_DIST ?? 'dist-demo';
if (process.argv.includes('--build') || !existsSync(OUT)) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', OUT, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { server, url } = await serve(OUT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
const soketi = await startSoketi();
try {
  process.exitCode = printBusyDesk(await measureBusyDesk(browser, url)) ? 0 : 1;
} finally {
  await soketi.stop();
  await browser.close();
  server.close();
}
