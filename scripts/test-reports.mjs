// Reads each step's machine-readable report into the same counts: passed, failed, skipped, and the names
// of what failed.
import { existsSync, readFileSync } from 'node:fs';

/** The first line of a failure's message, without colour codes: enough to tell one failure from another. */
const firstLine = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex -- the runners colour their messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';
const named = (name, message) => (firstLine(message) ? `${name}: ${firstLine(message)}` : name);

const readers = {
  /** Vitest's JSON reporter (Jest's format). */
  vitest: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => named(t.fullName ?? t.title, t.failureMessages?.[0])),
    ),
  }),
  /** Playwright's JSON reporter: `expected` passed, `unexpected` failed, `flaky` passed only on a retry. */
  playwright: (report) => {
    const failures = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        if (!spec.ok) {
          const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
          failures.push(named([...titles, spec.title].filter(Boolean).join(' › '), error?.message));
        }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, [suite.title]);
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
    return { passed: expected, failed: unexpected + flaky, skipped, failures };
  },
  /** The project's own reports: { passed, failed, skipped, failures? }. */
  plain: (report) => ({
    passed: report.passed,
    failed: report.failed,
    skipped: report.skipped ?? 0,
    failures: report.failures ?? [],
  }),
};

/** The counts of a step's report; a report that is missing or unreadable counts as one failure. */
export function counts({ file, format }) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, problems: [`wrote no report (${file})`] };
  try {
    return readers[format](JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    return { passed: 0, failed: 1, skipped: 0, problems: [`unreadable report ${file}: ${error.message}`] };
  }
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The steps' table: counts and time of each, and the whole run's time. */
export function printTable(results, totalSeconds) {
  const width = Math.max(...results.map((r) => r.step.length), 4);
  const row = (cells) =>
    `${cells[0].padEnd(width)}  ${cells
      .slice(1)
      .map((c) => String(c).padStart(8))
      .join('')}`;
  // "from": when the step began in the run, so that steps run side by side show as such.
  console.log(`\n${row(['step', 'passed', 'failed', 'skipped', 'from', 'time'])}`);
  for (const r of results)
    console.log(row([r.step, r.passed, r.failed, r.skipped, minutes(r.from ?? 0), minutes(r.seconds)]));
  console.log(row(['all', '', '', '', '', minutes(totalSeconds)]));
}
