// Builds the app in demo mode (the embedded demo backend) and runs the Playwright suite against it, in
// two runs: the specs on the demo's in-page socket (reports in test-results/e2e), then those on the real
// soketi, one at a time (test-results/e2e-soketi). The second runs even when the first fails.
// `--only=main|soketi` runs one of them (the suite's steps); `--no-build` reuses dist-demo; other
// arguments go to a single `playwright test` run (`npm run test:e2e -- e2e/chat.spec.ts`).
import { env, npx } from './lib.mjs';

const argv = process.argv.slice(2);
const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const passthrough = argv.filter((a) => a !== '--no-build' && !a.startsWith('--only='));

if (!argv.includes('--no-build')) {
  const build = await npx(['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'], { env: env() });
  if (build.code !== 0) process.exit(build.code);
}
if (passthrough.length) {
  const result = await npx(['playwright', 'test', ...passthrough], { env: env() });
  process.exit(result.code);
}

const runs = {
  main: { args: ['--project=setup', '--project=chromium'], reports: 'test-results/e2e' },
  // The signed-in states of the first run's setup project are kept in test-results/.auth.
  soketi: {
    args: ['--project=soketi', ...(only === 'soketi' ? [] : ['--no-deps'])],
    reports: 'test-results/e2e-soketi',
  },
};
let code = 0;
for (const [name, { args, reports }] of Object.entries(runs)) {
  if (only && only !== name) continue;
  const result = await npx(['playwright', 'test', ...args], { env: env({ E2E_REPORTS: reports }) });
  code ||= result.code;
}
process.exit(code);
