// Builds Storybook, serves it on 127.0.0.1 and runs, in Debian's Chromium:
//  1. every story in English: play test, axe over the whole document, picture of the story's content;
//  2. every story again in Tamil (the longest texts): play test, axe, and no clipped button or cell text;
//  3. the self-check: deliberately broken stories that must each fail the check they name.
// `--update` rewrites the picture baselines (and runs only step 1); `--no-build` reuses storybook-static;
// `--only=en|ta-in|self-check` runs one step. Any story or file arguments after `--` narrow steps 1 and 2.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { env, npx } from './lib.mjs';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const files = argv.includes('--') ? argv.slice(argv.indexOf('--') + 1) : [];
/** A port nobody listens on: another Storybook on a fixed port would otherwise answer in place of ours. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const port = Number(process.env.STORYBOOK_PORT ?? (await freePort()));
const LOCALE = 'ta-in';
/** Where the build goes; a separate folder lets two runs on one machine not serve each other's build. */
const OUT = process.env.STORYBOOK_OUT ?? 'storybook-static';

/** Each self-check story (by export name) and the failure it must produce (stories/harness-self-check.stories.tsx). */
const SELF_CHECK = {
  BlankRender: /rendered nothing visible/,
  BlankPage: /snapshot/i,
  RemovedButton: /different from snapshot/i,
  ChangedLabel: /different from snapshot/i,
  ViolationInDialog: /accessibility violation/i,
};

if (!argv.includes('--no-build')) {
  const build = await npx(['storybook', 'build', '--quiet', '-o', OUT], { env: env() });
  if (build.code !== 0) process.exit(build.code);
}

const server = spawn('npx', ['http-server', OUT, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], {
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
const built = readFileSync(`${OUT}/index.json`, 'utf8');
let served = null;
for (let i = 0; i < 100 && served === null; i++) {
  served = await fetch(`${url}/index.json`).then(
    (r) => (r.ok ? r.text() : null),
    () => null,
  );
  if (served === null) await new Promise((r) => setTimeout(r, 300));
}
if (served !== built) {
  console.error(`The Storybook on ${url} is not the one just built (is another server on that port?)`);
  process.exit(1);
}

const base = ['test-storybook', '--url', url, '--maxWorkers=2', '--testTimeout=30000'];
const counts = (output) => {
  const m = output.match(/Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(\d+) passed/);
  return { passed: Number(m?.[2] ?? 0), failed: Number(m?.[1] ?? 0) };
};
const summary = [];
let exitCode = 0;

async function pass(name, extraEnv, args) {
  console.log(`\n--- stories: ${name} ---`);
  const started = Date.now();
  const result = await npx([...base, ...args], { env: env(extraEnv) });
  const { passed, failed } = counts(result.output);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  summary.push(`${name}: ${passed} passed, ${failed} failed (${seconds}s)`);
  // Each failed story by name, with the pass it failed in, for the end of a long run.
  const names = new Set([...result.output.matchAll(/^\s*● (.+ › .+)$/gm)].map((m) => m[1].trim()));
  for (const story of names) summary.push(`  ● [${name}] ${story}`);
  if (result.code !== 0 || passed === 0) exitCode = result.code || 1;
  return { passed, failed };
}

/** Runs the broken stories; each must fail, with the message of the check it is meant to trip. */
async function selfCheck() {
  console.log('\n--- stories: self-check (each story here must fail) ---');
  // With --json, jest writes its report alone on stdout and everything else on stderr.
  const result = await npx([...base, '--ci', '--json', 'stories/harness-self-check.stories.tsx'], {
    env: env({ SELF_CHECK: '1' }),
    quietStdout: true,
  });
  const start = result.stdout.indexOf('{');
  if (start < 0) {
    console.error('Self-check: the test-runner gave no JSON report');
    summary.push('self-check: no report');
    exitCode = 1;
    return;
  }
  const report = JSON.parse(result.stdout.slice(start));
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const problems = [];
  for (const [story, reason] of Object.entries(SELF_CHECK)) {
    const result = results.find((r) => r.ancestorTitles.includes(story));
    if (!result) problems.push(`${story}: did not run`);
    else if (result.status !== 'failed') problems.push(`${story}: passed, but the harness should have failed it`);
    else if (!reason.test(result.failureMessages.join('\n')))
      problems.push(
        `${story}: failed for another reason than ${reason}:\n${result.failureMessages.join('\n').slice(0, 800)}`,
      );
  }
  const caught = Object.keys(SELF_CHECK).length - problems.length;
  summary.push(`self-check: ${caught} passed, ${problems.length} failed (each a broken story the harness must fail)`);
  for (const problem of problems) summary.push(`  ● [self-check] ${problem.split('\n')[0]}`);
  if (problems.length) {
    console.error(`Self-check failed:\n${problems.join('\n')}`);
    exitCode = 1;
  }
}

if (update) {
  await pass('en (updating pictures)', {}, ['-u', ...files]);
} else {
  if (!only || only === 'en') await pass('en', {}, [...(process.env.CI ? ['--ci'] : []), ...files]);
  if (!only || only === LOCALE) await pass(LOCALE, { STORY_LOCALE: LOCALE, SNAPSHOTS: '0' }, ['--ci', ...files]);
  if (!only || only === 'self-check') await selfCheck();
}

stop();
const total = summary.reduce(
  (sum, line) => {
    const m = line.match(/(\d+) passed, (\d+) failed/);
    return m ? { passed: sum.passed + Number(m[1]), failed: sum.failed + Number(m[2]) } : sum;
  },
  { passed: 0, failed: 0 },
);
console.log(`\n${summary.join('\n')}`);
console.log(`Stories total: ${total.failed} failed, ${total.passed} passed`);
process.exit(exitCode);
