import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseUrlState, writeUrlState } from './url-state';
import { tableViewFromUrl, tableViewToUrl, tableViewUrlDefaults, tableViewUrlSchema } from './table-view-url';

const schema = z.object({ username: z.string().trim().max(10), kind: z.enum(['a', 'b']) }).and(tableViewUrlSchema);
const defaults = { username: '', kind: 'a', ...tableViewUrlDefaults() } as z.infer<typeof schema>;
const params = (text: string) => new URLSearchParams(text);

describe('the address of a view', () => {
  it('leaves defaults out, so a plain view keeps a plain address', () => {
    expect(writeUrlState(defaults, defaults, params('')).toString()).toBe('');
    expect(writeUrlState({ ...defaults, kind: 'b', page: 3 }, defaults, params('')).toString()).toBe('kind=b&page=3');
  });

  it('keeps parameters that are not the view’s, such as a masked row’s reference', () => {
    expect(writeUrlState({ ...defaults, q: 'x y' }, defaults, params('ref=abc&page=2')).toString()).toBe(
      'ref=abc&q=x+y',
    );
  });

  it('reads back what it wrote (round trip)', () => {
    const view = { ...defaults, username: 'player01', kind: 'b', q: 'a&b=c', sort: '-amount', size: 'all', page: 4 };
    const written = writeUrlState(view as typeof defaults, defaults, params(''));
    expect(parseUrlState(schema, defaults, written)).toEqual({ value: view, refused: false });
  });

  it('opens the defaults on a plain address', () => {
    expect(parseUrlState(schema, defaults, params('ref=abc'))).toEqual({ value: defaults, refused: false });
  });

  it('refuses a link with a value the schema refuses, and opens the defaults', () => {
    for (const bad of ['kind=c', 'page=0', 'page=two', 'size=7', 'username=abcdefghijklmnop', 'page=1&page=2']) {
      expect(parseUrlState(schema, defaults, params(bad))).toEqual({ value: defaults, refused: true });
    }
  });

  it('turns a table view into the address and back', () => {
    const view = { query: 'ab', sort: { id: 'amount', desc: true }, pageSize: 25 as const, page: 2 };
    expect(tableViewToUrl(view)).toEqual({ q: 'ab', sort: '-amount', size: '25', page: 3 });
    expect(tableViewFromUrl(tableViewToUrl(view))).toEqual(view);
    expect(tableViewFromUrl(tableViewUrlDefaults())).toEqual({ query: '', sort: null, pageSize: 10, page: 0 });
  });
});
