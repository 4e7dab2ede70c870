// The README's test command: type-check and lint; the stories; the build checks and the unit tests; the
// end-to-end runs (on the demo, on the real soketi, the real-API build behind nginx); and the unit tests
// that handle dates again in another time zone. Steps run side by side, each once those it follows have
// ended (`after` below); a step's output is printed as it ends.
// Every step runs even when an earlier one fails, so one run tells the state of all of them. Each
// step's counts come from its runner's machine-readable report under test-results/, never from the
// text it prints; a step that ran no test fails. The run ends with a table of the steps, writes
// test-results/summary.json and closes with `N passed, N failed`; the exit code is the first failing
// step's.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { env, npx, run } from './lib.mjs';
import { counts, printTable } from './test-reports.mjs';

const RESULTS = 'test-results';

/**
 * Each step starts as soon as the steps it runs `after` have ended, whether they passed or not, so no core
 * waits while work is left. `report` names where the step's counts come from: a file and the reader for
 * its format. A step without one is a single check (it passes or it fails).
 *
 * The order follows what each step costs this 2-core machine, so that the steps end close together and
 * no core waits at the end. Type-check (seconds) and lint (two minutes on one core) open the run. Once
 * the types hold, the stories start: the longest step, whose Storybook build also fills the core lint
 * leaves idle. The unit tests follow the build checks; after them, the end-to-end lane and the time-zone
 * pass run beside the stories. Measured: with the time-zone pass at the end of the e2e lane, that lane
 * ended 37 s after the stories, alone on the machine.
 */
const steps = [
  { name: 'typecheck', cmd: ['npm', ['run', '--silent', 'typecheck']] },
  {
    name: 'lint',
    cmd: ['node', ['scripts/lint.mjs']],
    report: { file: `${RESULTS}/lint/summary.json`, format: 'plain' },
  },
  {
    name: 'storybook',
    after: ['typecheck'],
    cmd: ['node', ['scripts/test-storybook.mjs']],
    report: { file: `${RESULTS}/storybook/summary.json`, format: 'plain' },
  },
  {
    // Its demo build is the one the e2e steps test: one build fewer beside the stories.
    name: 'build config',
    after: ['typecheck'],
    cmd: ['node', ['scripts/check-build.mjs', '--demo-out=dist-demo']],
    report: { file: `${RESULTS}/build/report.json`, format: 'plain' },
  },
  {
    name: 'unit',
    after: ['build config'],
    cmd: ['npm', ['run', '--silent', 'test:unit']],
    report: { file: `${RESULTS}/unit/report.json`, format: 'vitest' },
  },
  {
    name: 'e2e',
    after: ['unit'],
    cmd: ['node', ['scripts/test-e2e.mjs', '--no-build', '--only=main']],
    report: { file: `${RESULTS}/e2e/report.json`, format: 'playwright' },
  },
  {
    // The specs on the real soketi, one at a time, whatever became of the others.
    name: 'e2e (soketi)',
    after: ['e2e'],
    cmd: ['node', ['scripts/test-e2e.mjs', '--no-build', '--only=soketi']],
    report: { file: `${RESULTS}/e2e-soketi/report.json`, format: 'playwright' },
  },
  {
    // The real-API build as deployed, behind nginx with the production configuration.
    name: 'deployed (nginx)',
    after: ['e2e (soketi)'],
    cmd: ['node', ['scripts/test-deploy.mjs']],
    report: { file: `${RESULTS}/deploy/report.json`, format: 'playwright' },
  },
  {
    // Where the day starts 14 hours before UTC: dates must not follow the machine's clock.
    name: 'unit (TZ=Pacific/Kiritimati)',
    after: ['unit'],
    cmd: ['npm', ['run', '--silent', 'test:unit:tz']],
    report: { file: `${RESULTS}/unit-tz/report.json`, format: 'vitest' },
  },
];

/** Runs one step; its output is kept and printed at its end, as other steps run beside it. */
async function runStep(step) {
  const started = Date.now();
  const [command, args] = step.cmd;
  const options = { env: env(step.env), quiet: true };
  const result = await (command === 'npx' ? npx(args, options) : run(command, args, options));
  console.log(`\n=== ${step.name} ===\n${result.output}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  const found = step.report
    ? counts(step.report)
    : { passed: result.code === 0 ? 1 : 0, failed: result.code === 0 ? 0 : 1, skipped: 0 };
  let { passed, failed } = found;
  const problems = [...(found.problems ?? [])];
  if (result.code !== 0 && failed === 0) {
    // A failing step whose report counts no failure (a crash, a compile error) still counts one.
    failed = 1;
    problems.push(`exited with code ${result.code}`);
  }
  if (passed + failed === 0) {
    failed = 1;
    problems.push('ran no test');
  }
  return {
    step: step.name,
    from: Math.round((started - runStarted) / 1000),
    passed,
    failed,
    skipped: found.skipped,
    seconds,
    code: result.code || (failed ? 1 : 0),
    problems,
    failures: found.failures ?? [],
  };
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const runStarted = Date.now();
/** Each step's run, started once every step it follows has ended. */
const running = new Map();
const start = (step) => {
  if (!running.has(step.name)) {
    const before = (step.after ?? []).map((name) => start(steps.find((s) => s.name === name)));
    running.set(
      step.name,
      Promise.all(before).then(() => runStep(step)),
    );
  }
  return running.get(step.name);
};
const results = await Promise.all(steps.map(start));

const failures = results.flatMap((r) => [...r.problems, ...r.failures].map((text) => `  ${r.step}: ${text}`));
if (failures.length) console.log(`\nFailed:\n${failures.slice(0, 60).join('\n')}`);
printTable(results, Math.round((Date.now() - runStarted) / 1000));
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
writeFileSync(
  `${RESULTS}/summary.json`,
  `${JSON.stringify(
    results.map(({ step, passed, failed, skipped, seconds }) => ({ step, passed, failed, skipped, seconds })),
    null,
    2,
  )}\n`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.find((r) => r.failed)?.code ?? 0);
