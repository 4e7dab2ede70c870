// The lint step: ESLint over the project (no warning allowed) and Prettier's check of the format, side
// by side. Reports: test-results/lint/eslint.json (ESLint's JSON) and test-results/lint/summary.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { npx } from './lib.mjs';

const OUT = 'test-results/lint';
mkdirSync(OUT, { recursive: true });

const prettier = npx(['prettier', '--check', '.', '--log-level', 'warn']);
const eslint = new ESLint();
const results = await eslint.lintFiles(['.']);
writeFileSync(`${OUT}/eslint.json`, JSON.stringify(results));
const problems = results.filter((r) => r.errorCount + r.warningCount > 0);
if (problems.length) console.log((await eslint.loadFormatter('stylish')).format(results));
const format = await prettier;

const failures = [
  ...problems.map((r) => `eslint: ${r.filePath.replace(`${process.cwd()}/`, '')}`),
  ...(format.code === 0 ? [] : ['prettier: files differ from the project format (npm run format)']),
];
const summary = {
  passed: (problems.length ? 0 : 1) + (format.code === 0 ? 1 : 0),
  failed: (problems.length ? 1 : 0) + (format.code === 0 ? 0 : 1),
  skipped: 0,
  eslint: { files: results.length, withProblems: problems.length },
  failures,
};
writeFileSync(`${OUT}/summary.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `ESLint: ${results.length} files, ${problems.length} with problems; Prettier: ${format.code === 0 ? 'formatted' : 'differs'}`,
);
process.exit(summary.failed ? 1 : 0);
