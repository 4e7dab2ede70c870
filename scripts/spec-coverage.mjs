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
import { storyNameFromExport, toId } from 'storybook/internal/csf';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RULES_FILE = 'docs/spec-rules.json';
export const PAGE_FILE = 'stories/SpecCoverage.mdx';
const SCANNED = ['src', 'stories', 'mocks', 'locales', 'deploy', 'e2e'];
const COVERING = /(\.stories\.tsx|\.test\.tsx?|\.spec\.ts)$/;

/** @returns {{ id: string, spec: string, text: string, app?: string, path?: string }[]} */
export function loadRules(root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, RULES_FILE), 'utf8')).rules;
}

function walk(root, dir, out) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__snapshots__') walk(root, rel, out);
    } else if (COVERING.test(entry.name)) out.push(rel);
  }
  return out;
}

export function coveringFiles(root = ROOT) {
  return SCANNED.filter((dir) => existsSync(path.join(root, dir)))
    .flatMap((dir) => walk(root, dir, []))
    .sort();
}

const SOURCE_EXTS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveSource(root, fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('@mocks/')) base = `mocks/${spec.slice(7)}`;
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), spec);
  else return undefined;
  if (/\.tsx?$/.test(base) && existsSync(path.join(root, base))) return base;
  return SOURCE_EXTS.map((ext) => base + ext).find((p) => existsSync(path.join(root, p)));
}

/** The story file's sibling without `.stories`, else the file of the meta's component. */
function storyCode(root, file, source) {
  const sibling = file.replace('.stories.tsx', '.tsx');
  if (existsSync(path.join(root, sibling))) return sibling;
  const component = /\bcomponent:\s*([A-Za-z_$][\w$]*)/.exec(source)?.[1];
  if (!component) return undefined;
  for (const [, names, from] of source.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    if (new RegExp(`(^|[\\s{,])${component}([\\s},]|$)`).test(names)) return resolveSource(root, file, from);
  }
  return undefined;
}

function testCode(root, file) {
  const base = file.replace(/\.test\.tsx?$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((p) => p !== file && existsSync(path.join(root, p)));
}

const COMMENT = /^\s*(\/\/|\/\*|\*)/;
const SPEC_TAG = /^\s*(?:\/\/|\/\*+|\*)\s*@spec\s+(.+?)\s*(?:\*\/)?\s*$/;
const CODE_TAG = /^\s*(?:\/\/|\/\*+|\*)\s*@code\s+(.+?)\s*(?:\*\/)?\s*$/;
const STORY = /^export const ([A-Za-z_$][\w$]*)/;
const TEST_START = /^(\s*)(it|test|describe)\b(?:\.(?:each|skip|only|concurrent|sequential|fails))*\s*(?:\(|`)/;

/** The name of the test or describe that starts at `lines[index]` (the name may be on the next lines). */
function testName(lines, index) {
  const head = lines.slice(index, index + 4).join(' ');
  // `it.each(table)('name', ...)`: the name is the first string after the table's closing `)(`.
  const afterEach = /\.each\b/.test(lines[index]) ? head.slice(head.search(/\)\s*\(/) + 1) : head;
  const match = /\(\s*(['"`])((?:\\.|(?!\1).)*)\1/.exec(afterEach);
  return match?.[2];
}

/** Names of the describes around `lines[index]`, read from indentation (the code is formatted). */
function enclosing(lines, index) {
  const names = [];
  let indent = /^\s*/.exec(lines[index])[0].length;
  for (let i = index - 1; i >= 0 && indent > 0; i -= 1) {
    const match = /^(\s*)describe\b/.exec(lines[i]);
    if (match && match[1].length < indent) {
      names.unshift(testName(lines, i) ?? '?');
      indent = match[1].length;
    }
  }
  return names;
}

/**
 * Every annotation of one file, with what it covers.
 * @returns {{ annotations: object[], problems: string[] }}
 */
export function annotationsOf(root, file, source) {
  const lines = source.split('\n');
  const annotations = [];
  const problems = [];
  const isStory = file.endsWith('.stories.tsx');
  // The meta's title: the first `title:` after `const meta` (a story's own objects may have titles too).
  const meta = Math.max(0, source.search(/\bconst meta\b|export default\s*\{/));
  const title = isStory ? /\btitle:\s*(['"`])(.*?)\1/.exec(source.slice(meta))?.[2] : undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const tag = SPEC_TAG.exec(lines[i]);
    if (!tag) continue;
    const where = `${file}:${i + 1}`;
    const rules = tag[1].split(/[\s,]+/).filter(Boolean);
    const code = [];
    let j = i + 1;
    // The rest of the comment block: more @spec lines and @code lines for the same target.
    for (; j < lines.length && (COMMENT.test(lines[j]) || lines[j].trim() === ''); j += 1) {
      const more = SPEC_TAG.exec(lines[j]);
      if (more) rules.push(...more[1].split(/[\s,]+/).filter(Boolean));
      const codeTag = CODE_TAG.exec(lines[j]);
      if (codeTag) code.push(...codeTag[1].split(/[\s,]+/).filter(Boolean));
    }
    i = j - 1;
    for (const p of code) if (!existsSync(path.join(root, p))) problems.push(`${where}: @code ${p} does not exist`);
    const target = lines[j] ?? '';
    const story = isStory ? STORY.exec(target) : null;
    const test = !isStory ? TEST_START.exec(target) : null;
    if (story && title) {
      annotations.push({
        rules,
        file,
        line: i + 1,
        where,
        kind: 'story',
        target: toId(title, storyNameFromExport(story[1])),
        label: `${title}: ${storyNameFromExport(story[1])}`,
        code: code.length > 0 ? code : [storyCode(root, file, source)].filter(Boolean),
      });
    } else if (test && testName(lines, j) !== undefined) {
      annotations.push({
        rules,
        file,
        line: i + 1,
        where,
        kind: file.startsWith('e2e/') ? 'e2e' : 'test',
        target: [...enclosing(lines, j), testName(lines, j)].join(' › '),
        label: [...enclosing(lines, j), testName(lines, j)].join(' › '),
        code: code.length > 0 ? code : [testCode(root, file)].filter(Boolean),
      });
    } else if (story) {
      problems.push(`${where}: the story file has no meta title to build the story id from`);
    } else {
      problems.push(`${where}: @spec is not right above a story export or an it/test/describe`);
    }
  }
  return { annotations, problems };
}

export function collect(root = ROOT) {
  const rules = loadRules(root);
  const known = new Set(rules.map((rule) => rule.id));
  const annotations = [];
  const problems = [];
  const seen = new Set();
  for (const rule of rules) {
    if (seen.has(rule.id)) problems.push(`${RULES_FILE}: rule ${rule.id} is listed twice`);
    seen.add(rule.id);
  }
  for (const file of coveringFiles(root)) {
    const found = annotationsOf(root, file, readFileSync(path.join(root, file), 'utf8'));
    annotations.push(...found.annotations);
    problems.push(...found.problems);
  }
  const unknown = annotations.flatMap((a) =>
    a.rules.filter((id) => !known.has(id)).map((id) => `${a.where}: unknown rule ${id}`),
  );
  const covered = new Set(annotations.flatMap((a) => a.rules));
  const uncovered = rules.filter((rule) => !covered.has(rule.id)).map((rule) => rule.id);
  return { rules, annotations, problems: [...problems, ...unknown], uncovered };
}

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
    ...tests.map((a) => `${codeEl(a.file)}${str(`: ${a.target}`)}`),
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
