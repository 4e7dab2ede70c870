import { describe, expect, it } from 'vitest';
import { parseUrlState } from '@/lib/views/url-state';
import { tableViewUrlDefaults } from '@/lib/views/table-view-url';
import { sr02UrlSchema, type Sr02Url } from './sr02-url';

const defaults: Sr02Url = { username: '', start_date: '2026-11-20', end_date: '2026-11-21', ...tableViewUrlDefaults() };
const read = (query: string) => parseUrlState(sr02UrlSchema, defaults, new URLSearchParams(query));

describe("SR02's view in the address", () => {
  it('reads an agent, days, an order and a page', () => {
    expect(read('username=agent01&start_date=2026-11-01&end_date=2026-11-30&sort=-total_in&page=2')).toEqual({
      value: {
        ...defaults,
        username: 'agent01',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        sort: '-total_in',
        page: 2,
      },
      refused: false,
    });
  });

  it('takes one day as a range', () => {
    expect(read('start_date=2026-11-21').refused).toBe(false);
  });

  it.each([
    ['a day that does not exist', 'start_date=2026-02-30'],
    ['a time where a day belongs', 'end_date=2026-11-21T10:00'],
    ['an end before the start', 'start_date=2026-11-22'],
    ['an agent name over 50 characters', `username=${'a'.repeat(51)}`],
    ['a page size the table does not offer', 'size=7'],
  ])('refuses %s and keeps the defaults', (_, query) => {
    expect(read(query)).toEqual({ value: defaults, refused: true });
  });
});
