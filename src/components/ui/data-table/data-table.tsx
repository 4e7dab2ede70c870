import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type VisibilityState,
} from '@tanstack/react-table';
import { useDeferredValue, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ColumnLayoutControl } from './column-layout';
import { canMoveColumn, moveColumnBy } from './column-moves';
import { ExcelExport } from './excel/excel-export';
import './column-meta';
import { exportRowsAsCsv } from './export-rows';
import { PAGE_SIZES, type PageSize } from './page-size-select';
import { Pagination } from './pagination';
import { canSort, type SortState } from './sort-rows';
import { TableBody } from './table-body';
import { TableHead } from './table-head';
import { TableToolbar } from './table-toolbar';
import { useTableView, type TableView, type TableViewControl } from './table-view';
import { useGridFocus } from './use-grid-focus';
import { useColumnLayout } from './use-column-layout';
import { useTableRows } from './use-table-rows';
import { useVirtualRows } from './use-virtual-rows';

export { PAGE_SIZES, type PageSize } from './page-size-select';
export { FILTERED_MARK } from './use-table-rows';

export type DataTableProps<T extends RowData> = {
  data: T[];
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  getRowId: (row: T) => string;
  loading?: boolean;
  emptyText?: string;
  searchLabel?: string;
  initialPageSize?: PageSize;
  /** The order rows first show in; without it, the server's order. */
  initialSort?: SortState;
  /** The page sizes offered (the spec's screens differ: notes 10/25/50/All, templates 25/50/All). */
  pageSizes?: readonly PageSize[];
  /** Column visibility owned by the caller, who may remember it; shows the column menu. */
  columnVisibility?: [VisibilityState, OnChangeFn<VisibilityState>];
  /** Visibility, order and widths owned by the caller, who may remember them; shows the column menu. */
  columnLayout?: ColumnLayoutControl;
  /** Shows an Export CSV button writing every filtered row's visible columns. */
  exportFileName?: string;
  /** Shows an Export to Excel button writing an .xlsx of the same rows and columns. */
  excelFileName?: string;
  toolbar?: ReactNode;
  caption: string;
  onSearchChange?: (query: string) => void;
  /** Filter, order, page size and page owned by the caller (kept in the address). */
  view?: TableViewControl;
  className?: string;
};

export function DataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  loading = false,
  emptyText,
  searchLabel,
  initialPageSize = 10,
  initialSort = null,
  pageSizes = PAGE_SIZES,
  columnVisibility: controlledVisibility,
  columnLayout,
  exportFileName,
  excelFileName,
  toolbar,
  caption,
  onSearchChange,
  view: controlledView,
  className,
}: DataTableProps<T>) {
  const { i18n } = useTranslation('common');
  const { view, change, flush } = useTableView(controlledView, {
    query: '',
    sort: initialSort,
    pageSize: initialPageSize,
    page: 0,
  });
  const { sort, query, pageSize, page: pageIndex } = view;
  const deferredQuery = useDeferredValue(query);
  const layout = useColumnLayout(columnLayout, controlledVisibility);
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  const table = useReactTable<T>({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    state: layout.state,
    ...layout.handlers,
  });
  const language = i18n.resolvedLanguage;
  const rows = useTableRows({ table, data, columns, getRowId, query: deferredQuery, sort, language });
  const { visibleColumns, total } = rows;

  const size = pageSize === 'all' ? Math.max(total, 1) : pageSize;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(pageIndex, pageCount - 1);
  const start = page * size;
  const pageLength = Math.max(0, Math.min(size, total - start));
  const grid = useGridFocus({
    tableRef,
    scrollRef,
    rows: loading ? 0 : pageLength,
    cols: visibleColumns.length,
  });
  const { shown, padTop, padBottom, measureRef } = useVirtualRows({
    count: pageLength,
    at: (i) => rows.rowAt(start + i),
    keyAt: (i) => rows.idAt(start + i),
    scrollRef,
    keep: grid.active.row,
  });

  // Any change of what the page holds starts it from its top.
  const toPage = (patch: Partial<TableView> & { page: number }) => {
    change(patch);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };
  const applySort = (next: SortState) => toPage({ sort: next, page: 0 });
  const search = (value: string) => {
    toPage({ query: value, page: 0 });
    onSearchChange?.(value);
  };

  return (
    <div className={cn('@container rounded-lg border border-slate-200 bg-white p-4 shadow-sm @max-lg:p-3', className)}>
      <TableToolbar
        searchLabel={searchLabel}
        query={query}
        onSearch={search}
        onSearchDone={flush}
        sortable={visibleColumns.filter((c) => canSort(c))}
        sort={sort}
        onSort={applySort}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageSize={(next) => toPage({ pageSize: next, page: 0 })}
        actions={toolbar}
        hideable={layout.remembered ? table.getAllLeafColumns().filter((c) => c.getCanHide()) : undefined}
        onMoveColumn={(id, delta) => moveColumnBy(table, id, delta)}
        canMoveColumn={(id, delta) => canMoveColumn(table, id, delta)}
        onResetColumns={layout.reset}
        excel={
          excelFileName && (
            <ExcelExport
              fileName={excelFileName}
              rows={rows.allShown}
              columns={visibleColumns}
              disabled={loading || total === 0}
            />
          )
        }
        onExport={exportFileName ? () => exportRowsAsCsv(exportFileName, rows.allShown(), visibleColumns) : undefined}
        exportDisabled={loading || total === 0}
      />

      <div
        ref={scrollRef}
        // The sticky titles never cover the row a key moved the focus to.
        className="max-h-[70vh] scroll-pt-10 overflow-auto rounded-md border border-slate-200 @max-lg:border-0"
        data-testid="data-table-scroll"
      >
        {/* Explicit roles: narrow containers lay rows out as cards, and display changes drop table semantics in some browsers. */}
        {/* A grid: one tab stop, the arrows move between cells (./use-grid-focus.ts). */}
        <table
          ref={tableRef}
          role="grid"
          aria-readonly
          onKeyDown={grid.onKeyDown}
          onFocus={grid.onFocus}
          aria-label={caption}
          aria-rowcount={total + 1}
          aria-busy={loading || undefined}
          className="w-full border-collapse text-sm @max-lg:block"
        >
          <TableHead table={table} sort={sort} onSort={applySort} cellProps={grid.cellProps} />
          <TableBody
            loading={loading}
            total={total}
            colSpan={Math.max(visibleColumns.length, 1)}
            query={query}
            emptyText={emptyText}
            onClearSearch={() => search('')}
            shown={shown}
            firstRowIndex={start + 2}
            padTop={padTop}
            padBottom={padBottom}
            measureRef={measureRef}
            cellProps={grid.cellProps}
            columns={visibleColumns}
            sizing={table.getState().columnSizing}
          />
        </table>
      </div>

      {total > 0 && (
        <Pagination
          from={start + 1}
          to={start + pageLength}
          total={total}
          canPrevious={page > 0}
          canNext={page < pageCount - 1}
          onPrevious={() => toPage({ page: page - 1 })}
          onNext={() => toPage({ page: page + 1 })}
        />
      )}
    </div>
  );
}
