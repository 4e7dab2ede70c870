// Reads the story step's machine-readable reports (Jest's JSON and the runner's stories.jsonl), prints
// the counts per language, the self-check and the slowest stories, and writes summary.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Each self-check story (by export name) and the failure it must produce (stories/harness-self-check.stories.tsx). */
export const SELF_CHECK = {
  BlankRender: /rendered nothing visible/,
  BlankPage: /snapshot/i,
  RemovedButton: /different from snapshot/i,
  ChangedLabel: /different from snapshot/i,
  ViolationInDialog: /accessibility violation.*button-name/i,
  SmallTarget: /accessibility violation.*target-size/i,
  HiddenFocus: /focus is hidden/i,
};
const SLOWEST = 20;
/** The parts of a visit, in the order they happen, as the runner names them. */
const PARTS = ['page load', 'loaders', 'render', 'play', 'after', 'axe', 'picture'];

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

export function storyRecords(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Whether every broken story failed, each for its own reason. */
export function checkSelfCheck(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: Object.keys(SELF_CHECK).length, problems: ['the runner wrote no report'] };
  const results = report.testResults.flatMap((f) => f.testResults);
  const problems = [];
  for (const [story, reason] of Object.entries(SELF_CHECK)) {
    const result = results.find((r) => r.ancestorTitles.includes(story));
    const message = result?.failureMessages.join('\n') ?? '';
    if (!result) problems.push(`${story}: did not run`);
    else if (result.status !== 'failed') problems.push(`${story}: passed, but the harness should have failed it`);
    else if (!reason.test(message))
      problems.push(`${story}: failed for another reason than ${reason}: ${message.slice(0, 400)}`);
  }
  return { passed: Object.keys(SELF_CHECK).length - problems.length, failed: problems.length, problems };
}

function byLanguage(records, total) {
  const languages = {};
  for (const record of records)
    for (const [lang, result] of Object.entries(record.results)) {
      languages[lang] ??= { passed: 0, failed: 0, notRun: 0 };
      if (result === 'passed') languages[lang].passed += 1;
      else languages[lang].failed += 1;
    }
  for (const counts of Object.values(languages)) counts.notRun = Math.max(0, total - counts.passed - counts.failed);
  return languages;
}

const pad = (text, width) => String(text).padStart(width);

function slowestTable(records) {
  const slowest = [...records].sort((a, b) => b.ms.total - a.ms.total).slice(0, SLOWEST);
  const second = [...new Set(records.flatMap((r) => Object.keys(r.results)))].find((l) => l !== 'en');
  const columns = ['total', ...PARTS, ...(second ? [`${second} visit`, `${second} axe`] : [])];
  const lines = [`${'story'.padEnd(60)} ${columns.map((c) => pad(c, 10)).join(' ')}   (ms)`];
  for (const r of slowest)
    lines.push(`${r.id.slice(0, 60).padEnd(60)} ${columns.map((c) => pad(r.ms[c] ?? '-', 10)).join(' ')}`);
  return { lines, slowest: slowest.map((r) => ({ id: r.id, ms: r.ms })) };
}

/** Prints the step's findings and writes them to `out`; returns the counts test-all.mjs adds up. */
export function summarise({ report: file, records, selfCheck, seconds, out }) {
  const report = file ? readJson(file) : null;
  const stories = report
    ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests }
    : { passed: 0, failed: file ? 1 : 0, skipped: 0 };
  const total = report?.numTotalTests ?? 0;
  const languages = byLanguage(records, total - (report?.numPendingTests ?? 0));
  const failures = (report?.testResults ?? [])
    .flatMap((f) => f.testResults)
    .filter((r) => r.status === 'failed')
    .map((r) => `${r.ancestorTitles.join(' › ')}: ${r.failureMessages.join('\n').split('\n').find(Boolean) ?? ''}`);
  const { lines, slowest } = slowestTable(records);

  if (records.length) console.log(`\nSlowest stories, where their time went:\n${lines.join('\n')}`);
  console.log('\nStories per language:');
  for (const [lang, c] of Object.entries(languages))
    console.log(`  ${lang}: ${c.passed} passed, ${c.failed} failed, ${c.notRun} not run`);
  if (selfCheck) {
    console.log(
      `  self-check: ${selfCheck.passed} of ${Object.keys(SELF_CHECK).length} broken stories failed as they must`,
    );
    for (const problem of selfCheck.problems) console.log(`    ● [self-check] ${problem.split('\n')[0]}`);
  }
  for (const failure of failures) console.log(`  ● ${failure.slice(0, 300)}`);

  const summary = {
    passed: stories.passed + (selfCheck?.passed ?? 0),
    failed: stories.failed + (selfCheck?.failed ?? 0),
    skipped: stories.skipped,
    stories,
    languages,
    selfCheck,
    seconds,
    failures,
    slowest,
  };
  writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Stories total: ${summary.failed} failed, ${summary.passed} passed`);
  return summary;
}
