import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_FILE, ROOT, annotationsOf, collect, renderPage } from './spec-coverage.mjs';

/**
 * The spec coverage page cannot go stale: every rule of the error catalogues and call tables has a
 * story or test that names it, every name is a known rule, and the committed page is what the
 * script builds now (run `npm run spec-coverage` after adding or moving an annotation).
 */
const coverage = collect();

describe('spec coverage', () => {
  it('has a story or test for every rule of the error catalogues and call tables', () => {
    expect(coverage.uncovered, 'add // @spec <rule id> right above a story or test that shows each').toEqual([]);
  });

  it('has only annotations that name known rules, each above a story or a test', () => {
    expect(coverage.problems, 'fix these annotations (rule ids are in docs/spec-rules.json)').toEqual([]);
  });

  it('lists each rule once, with its spec text', () => {
    const ids = coverage.rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of coverage.rules) expect(rule.text.trim(), rule.id).not.toBe('');
  });

  it(`is the page the script builds now (${PAGE_FILE}; npm run spec-coverage rewrites it)`, () => {
    expect(readFileSync(path.join(ROOT, PAGE_FILE), 'utf8')).toBe(renderPage(coverage));
  });
});

describe('annotations', () => {
  const storyFile = [
    "const meta = { title: 'Chat/Points/PointsFlow', component: PointsFlowDemo } satisfies Meta;",
    '// @spec chat.errors.transfer-1414',
    '// @code src/lib/api/client.ts',
    'export const Code1414: Story = {};',
    '',
    '/** Why this story. */',
    '// @spec chat.errors.transfer-7001 bo.errors.transfer-7001',
    '// @spec bo.calls.api/user/transaction',
    'export const PaymentPassword: Story = {};',
    '// @spec bo.errors.9998',
    'const notAStory = 1;',
  ].join('\n');

  it('gives a story its Storybook id, title and name, and reads several @spec lines as one', () => {
    const { annotations, problems } = annotationsOf(ROOT, 'stories/example.stories.tsx', storyFile);
    expect(annotations.map((a) => [a.target, a.label, a.rules, a.code])).toEqual([
      [
        'chat-points-pointsflow--code-1414',
        'Chat/Points/PointsFlow: Code 1414',
        ['chat.errors.transfer-1414'],
        ['src/lib/api/client.ts'],
      ],
      [
        'chat-points-pointsflow--payment-password',
        'Chat/Points/PointsFlow: Payment Password',
        ['chat.errors.transfer-7001', 'bo.errors.transfer-7001', 'bo.calls.api/user/transaction'],
        [],
      ],
    ]);
    expect(problems).toEqual([
      'stories/example.stories.tsx:10: @spec is not right above a story export or an it/test/describe',
    ]);
  });

  it('names a test by its describes and its own name, and its code by the file beside it', () => {
    const testFile = [
      "describe('apiCall', () => {",
      '  // @spec bo.errors.9998',
      "  it('on 9998 clears local storage', async () => {});",
      '  // @spec chat.calls.api/room/list',
      '  it.each([1, 2])(',
      "    'lists status %s',",
      '    () => {},',
      '  );',
      '});',
    ].join('\n');
    const { annotations } = annotationsOf(ROOT, 'src/lib/api/client.test.ts', testFile);
    expect(annotations.map((a) => [a.kind, a.target, a.code])).toEqual([
      ['test', 'apiCall › on 9998 clears local storage', ['src/lib/api/client.ts']],
      ['test', 'apiCall › lists status %s', ['src/lib/api/client.ts']],
    ]);
  });

  it('reports an @code path that does not exist', () => {
    const source = ['// @spec bo.errors.9998', '// @code src/nowhere.ts', "test('x', () => {});"].join('\n');
    expect(annotationsOf(ROOT, 'e2e/x.spec.ts', source).problems).toEqual([
      'e2e/x.spec.ts:1: @code src/nowhere.ts does not exist',
    ]);
  });

  it('builds a page whose texts cannot break the MDX: braces and tags stay text', () => {
    const page = renderPage({
      rules: [{ id: 'bo.errors.success-copied', spec: 'backoffice 8', text: "'Copied Success: {link}' <b>" }],
      annotations: [],
    });
    expect(page).toContain(`<td>{"'Copied Success: {link}' <b> (backoffice 8)"}</td>`);
    expect(page).toContain('<strong>none</strong>');
  });
});
