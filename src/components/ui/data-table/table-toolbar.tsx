import type { Column, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { PlainField, PlainTextInput } from '../plain-field';
import { ColumnMenu } from './column-menu';
import { PageSizeSelect, type PageSize } from './page-size-select';
import type { SortState } from './sort-rows';
import { SortSelect } from './sort-select';

type TableToolbarProps<T extends RowData> = {
  searchLabel: string | undefined;
  query: string;
  onSearch: (query: string) => void;
  /** Typing is done (the box left, or Enter): the filter is handed on without waiting for a pause. */
  onSearchDone: () => void;
  /** Columns the narrow layout offers to sort by (wide layouts sort from the titles). */
  sortable: Column<T, unknown>[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  pageSize: PageSize;
  pageSizes: readonly PageSize[];
  onPageSize: (size: PageSize) => void;
  actions: ReactNode;
  /** Columns the user may hide; without them, no column menu. */
  hideable: Column<T, unknown>[] | undefined;
  onMoveColumn: (id: string, delta: -1 | 1) => void;
  canMoveColumn: (id: string, delta: -1 | 1) => boolean;
  onResetColumns: () => void;
  /** The Excel export's button (and its progress), beside the CSV one. */
  excel?: ReactNode;
  /** Writes the CSV; without it, no export button. */
  onExport: (() => void) | undefined;
  exportDisabled: boolean;
};

/** Above the table: search, sort and page size on one side, the caller's actions, columns and export on the other. */
export function TableToolbar<T extends RowData>(props: TableToolbarProps<T>) {
  const { t } = useTranslation(['common', 'kit']);
  const { sortable, hideable, onExport } = props;
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-end gap-3 @max-lg:grid @max-lg:w-full @max-lg:grid-cols-2">
        <PlainField
          label={props.searchLabel ?? t('kit:table.search')}
          className="w-64 max-w-full @max-lg:col-span-2 @max-lg:w-full"
        >
          <PlainTextInput
            type="search"
            value={props.query}
            autoComplete="off"
            onChange={(e) => props.onSearch(e.target.value)}
            onBlur={props.onSearchDone}
            onKeyDown={(e) => e.key === 'Enter' && props.onSearchDone()}
          />
        </PlainField>
        {sortable.length > 0 && (
          <SortSelect columns={sortable} sort={props.sort} onSort={props.onSort} className="@lg:hidden" />
        )}
        <PageSizeSelect value={props.pageSize} sizes={props.pageSizes} onChange={props.onPageSize} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {props.actions}
        {hideable && (
          <ColumnMenu
            columns={hideable}
            onMove={props.onMoveColumn}
            canMove={props.canMoveColumn}
            onReset={props.onResetColumns}
          />
        )}
        {onExport && (
          <Button variant="secondary" size="sm" disabled={props.exportDisabled} onClick={onExport}>
            {t('kit:table.exportCsv')}
          </Button>
        )}
        {props.excel}
      </div>
    </div>
  );
}
