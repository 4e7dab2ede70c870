// The quick check for the person changing code: what changed since main (commits of this branch, staged,
// unstaged and new files) is type-checked, linted and format-checked, and only the unit tests and the
// stories that depend on it run. Unit tests are found by Vitest's own module graph (`vitest related`);
// stories by the project's import graph (scripts/import-cycles.mjs), and every story runs when what
// changed reaches every story (Storybook's config and preview, the texts, the styles, the toolchain).
// `npm test` stays the full check before a change lands.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importGraph } from './import-cycles.mjs';
import { env, npx, run } from './lib.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const base = git('merge-base', 'HEAD', process.env.BASE_REF ?? 'main');
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
]
  .filter(Boolean)
  .filter((file) => existsSync(file));
if (!changed.length) {
  console.log(`Nothing changed since ${base.slice(0, 8)}.`);
  process.exit(0);
}
console.log(`Changed since ${base.slice(0, 8)}: ${changed.length} file(s)`);

/** What every story depends on without importing it. */
const EVERY_STORY =
  /^(\.storybook\/|locales\/|public\/|package(-lock)?\.json$|vite\.config\.ts$|tsconfig|src\/index\.css$)/;
const STORY = /\.stories\.tsx?$/;

/** The files the Storybook preview imports, directly or through others: a change there reaches every story. */
function previewClosure(graph) {
  const preview = readFileSync('.storybook/preview.tsx', 'utf8');
  const roots = [...preview.matchAll(/from '(@\/|@mocks\/)([^']+)'/g)].map(([, alias, rest]) =>
    path.join(alias === '@/' ? 'src' : 'mocks', rest),
  );
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  for (const root of roots)
    for (const candidate of [`${root}.ts`, `${root}.tsx`, `${root}/index.ts`, root])
      if (graph.has(candidate)) visit(candidate);
  return seen;
}

/** The story files that import a changed file, directly or through others. */
function affectedStories(graph) {
  const stories = [...graph.keys()].filter((file) => STORY.test(file));
  if (changed.some((file) => EVERY_STORY.test(file))) return { all: true, stories };
  const preview = previewClosure(graph);
  if (changed.some((file) => preview.has(file))) return { all: true, stories };
  const importers = new Map();
  for (const [file, targets] of graph)
    for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const importer of importers.get(file) ?? []) visit(importer);
  };
  changed.forEach(visit);
  return { all: false, stories: stories.filter((file) => reached.has(file)) };
}

const results = [];
const step = async (name, command, args) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = await (command === 'npx' ? npx(args, { env: env() }) : run(command, args, { env: env() }));
  results.push(`${name}: ${result.code === 0 ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)}s)`);
  return result.code;
};

const code = [];
code.push(await step('typecheck', 'npm', ['run', '--silent', 'typecheck']));
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
if (lintable.length)
  code.push(await step('lint (changed files)', 'npx', ['eslint', '--max-warnings', '0', ...lintable]));
code.push(await step('format (changed files)', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed]));
const sources = changed.filter((file) => /\.(ts|tsx|json|mjs)$/.test(file));
if (sources.length)
  code.push(await step('unit (related)', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...sources]));
const { all, stories } = affectedStories(importGraph());
if (all) code.push(await step('stories (all: the change reaches every story)', 'node', ['scripts/test-storybook.mjs']));
else if (stories.length)
  code.push(
    await step(`stories (${stories.length} file(s))`, 'node', [
      'scripts/test-storybook.mjs',
      '--only=stories',
      '--',
      ...stories,
    ]),
  );
else results.push('stories: none depend on the change');

console.log(`\n${results.join('\n')}`);
process.exit(code.find((c) => c !== 0) ?? 0);
