// The README's test command: type-check beside lint; the unit tests beside the build checks; then
// Storybook's stories beside a lane of the end-to-end runs (on the demo, on the real soketi, the
// real-API build behind nginx) and the unit tests that handle dates again in another time zone. The
// steps of a group run at the same time, a list inside it being a lane of steps run one after another;
// a step's output is printed as it ends.
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
 * Groups run one after another; the lanes of a group (a step, or a list of steps run in turn) run side
 * by side. `report` names where the step's counts come from: a file and the reader for its format. A step
 * without one is a single check (it passes or it fails).
 */
const steps = [
  // Side by side: type-check and lint keep one core each.
  [
    { name: 'typecheck', cmd: ['npx', ['tsc', '-b']] },
    {
      name: 'lint',
      cmd: ['node', ['scripts/lint.mjs']],
      report: { file: `${RESULTS}/lint/summary.json`, format: 'plain' },
    },
  ],
  // Side by side: the unit pass's last files leave a core idle.
  [
    {
      name: 'unit',
      cmd: ['npm', ['run', '--silent', 'test:unit']],
      report: { file: `${RESULTS}/unit/report.json`, format: 'vitest' },
    },
    {
      // Its demo build is the one the e2e steps test: one build fewer beside the stories.
      name: 'build config',
      cmd: ['node', ['scripts/check-build.mjs', '--demo-out=dist-demo']],
      report: { file: `${RESULTS}/build/report.json`, format: 'plain' },
    },
  ],
  // Two lanes side by side: the stories, and the end-to-end runs then the time-zone pass one after
  // another. Each browser run alone leaves a third of the machine idle (a browser waiting on its page,
  // a test on the demo's answers); the time-zone pass fills the stories' last minutes.
  [
    {
      name: 'storybook',
      cmd: ['node', ['scripts/test-storybook.mjs']],
      report: { file: `${RESULTS}/storybook/summary.json`, format: 'plain' },
    },
    [
      {
        name: 'e2e',
        cmd: ['node', ['scripts/test-e2e.mjs', '--no-build', '--only=main']],
        report: { file: `${RESULTS}/e2e/report.json`, format: 'playwright' },
      },
      {
        // The specs on the real soketi, one at a time, whatever became of the others.
        name: 'e2e (soketi)',
        cmd: ['node', ['scripts/test-e2e.mjs', '--no-build', '--only=soketi']],
        report: { file: `${RESULTS}/e2e-soketi/report.json`, format: 'playwright' },
      },
      {
        // The real-API build as deployed, behind nginx with the production configuration.
        name: 'deployed (nginx)',
        cmd: ['node', ['scripts/test-deploy.mjs']],
        report: { file: `${RESULTS}/deploy/report.json`, format: 'playwright' },
      },
      {
        // Where the day starts 14 hours before UTC: dates must not follow the machine's clock.
        name: 'unit (TZ=Pacific/Kiritimati)',
        cmd: ['npm', ['run', '--silent', 'test:unit:tz']],
        report: { file: `${RESULTS}/unit-tz/report.json`, format: 'vitest' },
      },
    ],
  ],
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

/** A lane's steps one after another. */
async function runLane(lane) {
  const done = [];
  for (const step of lane) done.push(await runStep(step));
  return done;
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const runStarted = Date.now();
const results = [];
for (const group of steps) {
  const lanes = await Promise.all(group.map((lane) => runLane(Array.isArray(lane) ? lane : [lane])));
  results.push(...lanes.flat());
}

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
