// Builds Storybook (or reuses a build of the same inputs), serves it on 127.0.0.1 and runs, in Debian's
// Chromium, every story once, checked in two languages in one visit (.storybook/test-runner.ts):
//  - English: play test, axe over the whole document, picture of the story's content;
//  - Tamil (the longest texts), drawn again from the start in the same page: play test, the axe rules the
//    language can change, and no clipped button or cell text;
// then the self-check: deliberately broken stories that must each fail the check they name.
// Reports: test-results/storybook/{junit.xml,report.json,stories.jsonl,summary.json}.
// `--update` rewrites the picture baselines (English only); `--no-build` reuses storybook-static as it is;
// `--only=stories|self-check` runs one part. Story files after `--` narrow the stories part.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { env, npx } from './lib.mjs';
import { inputsHash, isCurrent, stamp } from './storybook-build-cache.mjs';
import { checkSelfCheck, storyRecords, summarise } from './storybook-report.mjs';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const files = argv.includes('--') ? argv.slice(argv.indexOf('--') + 1) : [];
/** Where the build goes; a separate folder lets two runs on one machine not serve each other's build. */
const OUT = process.env.STORYBOOK_OUT ?? 'storybook-static';
/** Where the reports go; a folder of its own lets two runs on one machine keep their own reports. */
const REPORTS = process.env.STORY_REPORTS ?? 'test-results/storybook';
const SELF_REPORTS = `${REPORTS}-self-check`;
/**
 * One browser per core: each worker's Chromium and the page's scripts keep a core busy.
 * `STORY_WORKERS=N` sets another number (to measure one against another).
 */
const WORKERS = Number(process.env.STORY_WORKERS) || Math.max(2, os.availableParallelism());

/** A port nobody listens on: another Storybook on a fixed port would otherwise answer in place of ours. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const started = Date.now();
// A test build (`--test`): the same stories without the docs pages and the props tables, which the
// runner never opens; it builds in less than half the time. Designers' builds (build-storybook) keep them.
const BUILD = ['storybook', 'build', '--quiet', '--test', '-o', OUT];
const hash = `${inputsHash()}:${BUILD.join(' ')}`;
if (argv.includes('--no-build') || isCurrent(OUT, hash)) {
  console.log(`Storybook: reusing the build in ${OUT}`);
} else {
  const build = await npx(BUILD, { env: env() });
  if (build.code !== 0) process.exit(build.code);
  stamp(OUT, hash);
}
const buildSeconds = Math.round((Date.now() - started) / 1000);

const port = Number(process.env.STORYBOOK_PORT ?? (await freePort()));
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

const runner = (reports, args, extraEnv = {}, options = {}) =>
  npx(['test-storybook', '--url', url, `--maxWorkers=${WORKERS}`, ...args], {
    env: env({ STORY_REPORT_DIR: reports, ...extraEnv }),
    ...options,
  });

/**
 * The self-check runs beside the stories: its one file is one worker's work, and most of it waits (each
 * broken picture is taken again until the retake window closes), so alone it kept a core idle for most
 * of a minute. Its output is printed once it ends.
 */
async function selfCheck() {
  rmSync(SELF_REPORTS, { recursive: true, force: true });
  mkdirSync(SELF_REPORTS, { recursive: true });
  const result = await runner(
    SELF_REPORTS,
    ['--ci', 'stories/harness-self-check.stories.tsx'],
    { SELF_CHECK: '1' },
    {
      quiet: true,
    },
  );
  return { output: result.output, verdict: checkSelfCheck(`${SELF_REPORTS}/report.json`) };
}

let exitCode = 0;
let storiesSeconds = 0;
let selfCheckResult = null;
const checking = !update && (!only || only === 'self-check') ? selfCheck() : null;
if (!only || only === 'stories') {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const t0 = Date.now();
  const result = update
    ? await runner(REPORTS, ['-u', ...files], { STORY_LANGUAGES: 'en' })
    : await runner(REPORTS, [...(process.env.CI ? ['--ci'] : []), ...files]);
  storiesSeconds = Math.round((Date.now() - t0) / 1000);
  if (result.code !== 0) exitCode = result.code || 1;
}
if (checking) {
  const { output, verdict } = await checking;
  console.log(`\n--- self-check ---\n${output}`);
  selfCheckResult = verdict;
  if (selfCheckResult.failed) exitCode = 1;
}
stop();

const summary = summarise({
  report: only === 'self-check' ? null : `${REPORTS}/report.json`,
  records: only === 'self-check' ? [] : storyRecords(`${REPORTS}/stories.jsonl`),
  selfCheck: selfCheckResult,
  seconds: { build: buildSeconds, stories: storiesSeconds },
  out: `${REPORTS}/summary.json`,
});
if (summary.passed + summary.failed === 0) {
  console.error('The story step ran no test');
  exitCode = 1;
}
if (summary.failed && !exitCode) exitCode = 1;
process.exit(exitCode);
