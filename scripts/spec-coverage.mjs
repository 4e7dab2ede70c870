// Builds stories/SpecCoverage.mdx: for every rule of the specifications' error catalogues and call
// tables (listed with their text in docs/spec-rules.json), the code it lives in and the stories and
// tests that show it. `npm run spec-coverage` rewrites the page; scripts/spec-coverage.test.ts fails
// while a rule has no story or test, an annotation names an unknown rule, or the page is stale.
//
// Annotation format, a line comment right above what covers the rule (other comment lines may sit
// between it and its target):
//
//   // @spec chat.errors.transfer-7001 chat.calls.api/transaction/add
//   // @code src/features/chat/points/containers/points-flow.tsx
//   export const PaymentPassword: Story = { ... };        (a story: its Storybook id is listed)
//
//   // @spec bo.errors.9998
//   it('on 9998 clears local storage ...', async () => {   (a test: file and name are listed)
//
// `@spec` takes one or more rule ids; `@code` (optional) names the files the rule lives in, relative
// to the repository root. Without it a story names the story file's sibling without `.stories`, else
// the file of its meta's `component`; a test names its sibling without `.test`; a called path also
// names the endpoint module that defines it (src/lib/api/endpoints).
// Targets: `export const X` in *.stories.tsx; `it(`, `test(` or `describe(` (with `.each(...)`,
// `.skip`, `.only`) in *.test.ts(x) and e2e/*.spec.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collect, ROOT } from './spec-annotations.mjs';

export { annotationsOf, collect, coveringFiles, loadRules, ROOT, RULES_FILE } from './spec-annotations.mjs';
export const PAGE_FILE = 'stories/SpecCoverage.mdx';

// The tables are JSX, not markdown (Storybook's MDX has no GFM tables); every text goes in as a JS
// string literal, so the braces, angle brackets and quotes of the spec cannot break the page.
const str = (text) => `{${JSON.stringify(text)}}`;
const codeEl = (text) => `<code>${str(text)}</code>`;

/** The endpoint modules (src/lib/api/endpoints/<area>.ts): a called path's code is the one defining it. */
function endpointFiles(root) {
  const dir = 'src/lib/api/endpoints';
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ file: `${dir}/${name}`, source: readFileSync(path.join(root, dir, name), 'utf8') }));
}

const unique = (items, key) =>
  [...new Map(items.map((item) => [key(item), item])).values()].sort((a, b) => key(a).localeCompare(key(b)));

/** The cells of one rule: id, spec text (and the app's choice), code, stories and tests. */
function row(rule, covering, endpoints) {
  const defining = rule.path ? endpoints.filter((e) => e.source.includes(`'${rule.path}'`)).map((e) => e.file) : [];
  const files = [...new Set([...defining, ...covering.flatMap((a) => a.code)])].sort();
  const stories = unique(
    covering.filter((a) => a.kind === 'story'),
    (a) => a.target,
  );
  const tests = unique(
    covering.filter((a) => a.kind !== 'story'),
    (a) => `${a.file} ${a.target}`,
  );
  const covered = [
    // The docs page runs in Storybook's preview frame: a story opens in the whole window.
    ...stories.map((a) => `<a href=${JSON.stringify(`./?path=/story/${a.target}`)} target="_top">${str(a.label)}</a>`),
    // A test run for each path of the registry (`describe.each(...)('%s')`) is named by this rule's path.
    ...tests.map((a) => `${codeEl(a.file)}${str(`: ${rule.path ? a.target.replace('%s', rule.path) : a.target}`)}`),
  ];
  return [
    codeEl(rule.id),
    str(`${rule.text} (${rule.spec})`) + (rule.app ? `<br /><em>${str(`App: ${rule.app}.`)}</em>` : ''),
    files.map(codeEl).join('<br />') || '—',
    covered.join('<br />') || '<strong>none</strong>',
  ];
}

function table(rows) {
  const head = ['rule', 'spec', 'code', 'stories and tests'].map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((cells) =>
    ['    <tr>', ...cells.map((cell) => `      <td>${cell}</td>`), '    </tr>'].join('\n'),
  );
  return [
    '<table>',
    '  <thead>',
    `    <tr>${head}</tr>`,
    '  </thead>',
    '  <tbody>',
    ...body,
    '  </tbody>',
    '</table>',
    '',
  ].join('\n');
}

const HEADER = `import { Meta } from '@storybook/addon-docs/blocks';

<Meta title="Spec coverage" />

# Spec coverage: error catalogues and calls

Each row is a rule of the specifications' error catalogues (backoffice section 8, chat section 8) or
call tables (backoffice section 7, chat section 7), the code it lives in, and the stories whose \`play\`
test or the tests that show it. Where the specification leaves the behaviour open ("not shown"), the row
says what the app does.

The page is generated: a story or test names the rules it covers in a comment right above it,
\`// @spec <rule id> [<rule id> ...]\`, optionally followed by \`// @code <path>\` naming where the rule
lives. \`npm run spec-coverage\` rewrites this page; a unit test fails while a rule has no story or test,
an annotation names an unknown rule, or this page is out of date. The rules and their text are in
\`docs/spec-rules.json\`.
`;

const SECTIONS = [
  ['Back office: error catalogue (section 8)', 'bo.errors.'],
  ['Back office: calls (section 7)', 'bo.calls.'],
  ['Chat: error catalogue (section 8)', 'chat.errors.'],
  ['Chat: calls (section 7)', 'chat.calls.'],
];

export function renderPage({ rules, annotations }, root = ROOT) {
  const endpoints = endpointFiles(root);
  const parts = [HEADER];
  for (const [heading, prefix] of SECTIONS) {
    const rows = rules
      .filter((rule) => rule.id.startsWith(prefix))
      .map((rule) =>
        row(
          rule,
          annotations.filter((a) => a.rules.includes(rule.id)),
          endpoints,
        ),
      );
    parts.push(`## ${heading}\n`);
    parts.push(table(rows));
  }
  return parts.join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const result = collect();
  const page = renderPage(result);
  const target = path.join(ROOT, PAGE_FILE);
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== page)
      result.problems.push(`${PAGE_FILE} is out of date: run npm run spec-coverage`);
  } else {
    writeFileSync(target, page);
  }
  for (const id of result.uncovered) result.problems.push(`${id}: no story or test has // @spec ${id}`);
  for (const problem of result.problems) console.error(problem);
  const covered = result.rules.length - result.uncovered.length;
  console.log(`${covered} of ${result.rules.length} rules covered, ${result.annotations.length} annotations`);
  process.exitCode = result.problems.length > 0 ? 1 : 0;
}
