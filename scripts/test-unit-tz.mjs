// The time-zone pass (npm run test:unit:tz): the unit test files that handle dates, as listed in
// timezone-tests.mjs, run again with TZ=Pacific/Kiritimati, where the machine's day starts 6 hours before
// the platform's (Asia/Taipei): dates must not follow the machine's clock. Each file runs in its own
// project of vitest.config.ts, as in `npm run test:unit`.
// Reports: test-results/unit-tz/junit.xml and test-results/unit-tz/report.json (Vitest's JSON reporter).
// Arguments are passed on to Vitest (`npm run test:unit:tz -- --project node`).
import { spawn } from 'node:child_process';
import { TIMEZONE_TESTS } from './timezone-tests.mjs';

const OUT = 'test-results/unit-tz';
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=junit',
  `--outputFile.junit=${OUT}/junit.xml`,
  '--reporter=json',
  `--outputFile.json=${OUT}/report.json`,
  ...process.argv.slice(2),
  // Vitest takes each as a filter, a part of a path: the guard test checks each picks out its own file.
  ...TIMEZONE_TESTS,
];
const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, TZ: 'Pacific/Kiritimati' } });
child.on('close', (code) => process.exit(code ?? 1));
