import type { Column, ColumnSizingState, Row, RowData } from '@tanstack/react-table';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';
import { EmptyRows } from './empty-rows';
import { TableRow } from './table-row';
import type { GridCellProps } from './use-grid-focus';

type TableBodyProps<T extends RowData> = {
  loading: boolean;
  total: number;
  colSpan: number;
  query: string;
  emptyText: string | undefined;
  onClearSearch: () => void;
  shown: { row: Row<T>; index: number; gapBefore: number }[];
  /** The aria-rowindex of the page's first row (the header row is 1). */
  firstRowIndex: number;
  padTop: number;
  padBottom: number;
  measureRef: ((el: HTMLTableRowElement | null) => void) | undefined;
  cellProps: GridCellProps;
  columns: Column<T, unknown>[];
  sizing: ColumnSizingState;
};

/** The rows drawn, between spacers standing for the rows out of view; or why there are none. */
export function TableBody<T extends RowData>(props: TableBodyProps<T>) {
  const { t } = useTranslation(['common', 'kit']);
  const { colSpan, padTop, padBottom } = props;
  return (
    <tbody className="@max-lg:block">
      {props.loading ? (
        <tr role="row" className="@max-lg:block">
          <td role="gridcell" colSpan={colSpan} className="px-3 py-8 text-center text-slate-700 @max-lg:block">
            <span role="status" className="inline-flex items-center gap-2">
              <Spinner className="size-4" />
              {t('kit:table.loading')}
            </span>
          </td>
        </tr>
      ) : props.total === 0 ? (
        <tr role="row" className="@max-lg:block">
          <td role="gridcell" colSpan={colSpan} className="px-3 @max-lg:block">
            <EmptyRows query={props.query} emptyText={props.emptyText} onClearSearch={props.onClearSearch} />
          </td>
        </tr>
      ) : (
        <>
          <SpacerRow height={padTop} colSpan={colSpan} />
          {props.shown.map(({ row, index, gapBefore }) => (
            <Fragment key={row.id}>
              <SpacerRow height={gapBefore} colSpan={colSpan} />
              <TableRow
                row={row}
                index={index}
                rowIndex={props.firstRowIndex + index}
                measureRef={props.measureRef}
                cellProps={props.cellProps}
                columns={props.columns}
                sizing={props.sizing}
              />
            </Fragment>
          ))}
          <SpacerRow height={padBottom} colSpan={colSpan} />
        </>
      )}
    </tbody>
  );
}

/** Stands for the rows out of view, so the scrollbar keeps the whole page's length. */
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
