// Builds Storybook, serves it, and runs every story's play test, axe check and visual snapshot
// in Debian's Chromium. `--update` rewrites the snapshot baselines.
import { spawn } from 'node:child_process';
import { env, npx } from './lib.mjs';

const update = process.argv.includes('--update');
const port = Number(process.env.STORYBOOK_PORT ?? 6107);

if (!process.argv.includes('--no-build')) {
  const build = await npx(['storybook', 'build', '--quiet', '-o', 'storybook-static'], { env: env() });
  if (build.code !== 0) process.exit(build.code);
}

const server = spawn('npx', ['http-server', 'storybook-static', '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], {
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  const up = await fetch(`${url}/index.json`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 300));
}

const args = ['test-storybook', '--url', url, '--maxWorkers=2', '--testTimeout=30000'];
if (update) args.push('-u');
else if (process.env.CI) args.push('--ci');
const result = await npx(args, { env: env() });
stop();
process.exit(result.code);
