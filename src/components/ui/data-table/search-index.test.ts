import { createColumnHelper, createTable, getCoreRowModel } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createIndexBuilder } from './search-index';

type Row = { name: string; city: string };
const helper = createColumnHelper<Row>();
const table = createTable<Row>({
  data: [],
  columns: [helper.accessor('name', {}), helper.accessor('city', {})],
  getCoreRowModel: getCoreRowModel(),
  state: {},
  onStateChange: () => {},
  renderFallbackValue: null,
});
const columns = table.getAllLeafColumns();
const rows: Row[] = Array.from({ length: 2000 }, (_, i) => ({ name: `Member${i}`, city: i % 2 ? 'Taipei' : 'Hanoi' }));

describe('createIndexBuilder', () => {
  it('builds in slices that stop at their deadline, the same index as at once', () => {
    const builder = createIndexBuilder(rows, columns);
    expect(builder.step(performance.now() - 1)).toBe(false);
    expect(builder.done).toBe(false);
    while (!builder.step(performance.now() + 1));
    expect(builder.index).toEqual(buildSearchIndex(rows, columns));
    expect(builder.index[3]).toBe('member3\u0001taipei\u0001');
  });

  it('finishes the rows left at once when a search needs the index before the slices are done', () => {
    const builder = createIndexBuilder(rows, columns);
    builder.step(performance.now() - 1);
    expect(builder.finish()).toHaveLength(2000);
    expect(builder.done).toBe(true);
    expect(builder.index[1999]).toBe('member1999\u0001taipei\u0001');
  });
});
