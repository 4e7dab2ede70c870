// The README's test command: type-check, lint, unit tests, Storybook test-runner and e2e, in order.
// Every step runs even when an earlier one fails, so one run tells the state of all of them; the
// summary gives each step's counts and the exit code is the first failing step's.
import { env, npx, run } from './lib.mjs';

const steps = [
  { name: 'typecheck', cmd: ['npx', ['tsc', '-b']] },
  { name: 'lint', cmd: ['npx', ['eslint', '.', '--max-warnings', '0']] },
  { name: 'unit', cmd: ['npx', ['vitest', 'run']], count: /Tests\s+(?:(\d+) failed \| )?(\d+) passed/ },
  // Again where the day starts 6 hours before the platform's: dates must not follow the machine's clock.
  {
    name: 'unit (TZ=Pacific/Kiritimati)',
    cmd: ['npx', ['vitest', 'run']],
    env: { TZ: 'Pacific/Kiritimati' },
    count: /Tests\s+(?:(\d+) failed \| )?(\d+) passed/,
  },
  {
    name: 'build config',
    cmd: ['node', ['scripts/check-build.mjs']],
    count: /Build checks: (?:(\d+) failed, )?(\d+) passed/,
  },
  {
    name: 'storybook',
    cmd: ['node', ['scripts/test-storybook.mjs']],
    count: /Stories total: (?:(\d+) failed, )?(\d+) passed/,
    // Its own summary names each failure with its pass; the self-check's broken stories fail by design.
    failures: /^\s*● (\[[^\]]+\] .+)$/gm,
  },
  { name: 'e2e', cmd: ['node', ['scripts/test-e2e.mjs']], count: /(?:(\d+) failed[\s\S]*?)?(\d+) passed/ },
  // The real-API build as deployed, behind nginx with the production configuration.
  {
    name: 'deployed (nginx)',
    cmd: ['node', ['scripts/test-deploy.mjs']],
    count: /(?:(\d+) failed[\s\S]*?)?(\d+) passed/,
  },
];

/**
 * The names of what failed, as each tool prints them (Jest's and the test-runner's "●", Playwright's
 * "✘", Vitest's "FAIL"), so that the end of a long run names its failures and not only counts them.
 */
const FAILURE_LINE = /^\s*(?:● (.+ › .+)|✘\s+\d+ (.+?)(?: \([\d.]+m?s\))?|FAIL\s+(\S+ > .+))$/gm;
function failuresIn(output, pattern = FAILURE_LINE) {
  const names = new Set();
  for (const m of output.matchAll(pattern)) names.add((m[1] ?? m[2] ?? m[3]).trim());
  return [...names];
}

let passed = 0;
let failed = 0;
let exitCode = 0;
const summary = [];
const failures = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const [command, args] = step.cmd;
  const options = { env: env(step.env) };
  const result = await (command === 'npx' ? npx(args, options) : run(command, args, options));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let ok = result.code === 0;
  if (step.count) {
    const m = result.output.match(step.count);
    const p = Number(m?.[2] ?? 0);
    // A failing step that printed no count of its own failures still counts as one failure.
    const f = Number(m?.[1] ?? 0) || (ok ? 0 : 1);
    if (ok && p === 0) {
      ok = false;
      console.error(`${step.name} ran no test`);
    }
    passed += p;
    failed += ok ? f : Math.max(f, 1);
    summary.push(`${step.name}: ${p} passed, ${f} failed (${seconds}s)${ok ? '' : ' FAILED'}`);
  } else {
    if (!ok) failed += 1;
    summary.push(`${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
  if (!ok && exitCode === 0) exitCode = result.code || 1;
  if (!ok) failures.push(...failuresIn(result.output, step.failures).map((name) => `  ${step.name}: ${name}`));
}
if (failures.length) console.log(`\nFailed:\n${failures.slice(0, 40).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
