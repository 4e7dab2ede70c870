// Reads the @spec annotations of stories and tests (the format is described in spec-coverage.mjs,
// which builds the coverage page from them) and the rules of docs/spec-rules.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyNameFromExport, toId } from 'storybook/internal/csf';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RULES_FILE = 'docs/spec-rules.json';
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
