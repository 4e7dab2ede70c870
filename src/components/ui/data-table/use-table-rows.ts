import { createRow, type Row, type RowData, type Table } from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { sortPositions, type SortState } from './sort-rows';
import { useRowFilter } from './use-row-filter';

export const FILTERED_MARK = 'data-table:filtered';

type TableRowsOptions<T extends RowData> = {
  table: Table<T>;
  data: T[];
  columns: unknown;
  getRowId: (row: T) => string;
  query: string;
  sort: SortState;
  language: string | undefined;
};

/** The rows a search and a sort leave, in order, with row objects made only for the rows asked for. */
export function useTableRows<T extends RowData>({
  table,
  data,
  columns,
  getRowId,
  query,
  sort,
  language,
}: TableRowsOptions<T>) {
  // Marks when filtered rows reach the DOM (read by bench/; a mark costs nothing measurable).
  const markedQuery = useRef(query);
  useLayoutEffect(() => {
    if (markedQuery.current === query) return;
    markedQuery.current = query;
    performance.mark(FILTERED_MARK, { detail: { query } });
  }, [query]);
  const visibleColumns = table.getVisibleLeafColumns();
  const filtered = useRowFilter(data, visibleColumns, query);
  const sortColumn = sort ? table.getColumn(sort.id) : undefined;
  // Positions (indices into data) of the rows shown, in order; null while unfiltered and unsorted.
  const matches = useMemo(
    () =>
      sortColumn && sortColumn.getIsVisible()
        ? sortPositions(data, filtered, sortColumn, sort?.desc ?? false, language)
        : filtered,
    [data, filtered, sortColumn, sort?.desc, language],
  );
  // Row objects are made only for the rows on screen: building TanStack's row model for 50,000
  // rows (dozens of closures each) costs more than a second of allocation and GC.
  const rowCache = useMemo(() => new Map<number, Row<T>>(), [table, data, columns]); // eslint-disable-line react-hooks/exhaustive-deps
  const dataIndex = (position: number) => (matches ? (matches[position] as number) : position);
  const rowAt = (position: number): Row<T> => {
    const index = dataIndex(position);
    let row = rowCache.get(index);
    if (!row) {
      const original = data[index] as T;
      rowCache.set(index, (row = createRow(table, getRowId(original), original, index, 0)));
    }
    return row;
  };
  return {
    visibleColumns,
    total: matches ? matches.length : data.length,
    rowAt,
    idAt: (position: number) => getRowId(data[dataIndex(position)] as T),
    /** The rows shown, all pages, for export. */
    allShown: () => (matches ? matches.map((i) => data[i] as T) : data),
  };
}
