import type { Row, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';
import { EmptyRows } from './empty-rows';
import { TableRow } from './table-row';

type TableBodyProps<T extends RowData> = {
  loading: boolean;
  total: number;
  colSpan: number;
  query: string;
  emptyText: string | undefined;
  onClearSearch: () => void;
  shown: { row: Row<T>; index: number }[];
  /** The aria-rowindex of the page's first row (the header row is 1). */
  firstRowIndex: number;
  padTop: number;
  padBottom: number;
  measureRef: ((el: HTMLTableRowElement | null) => void) | undefined;
};

/** The rows drawn, between spacers standing for the rows out of view; or why there are none. */
export function TableBody<T extends RowData>(props: TableBodyProps<T>) {
  const { t } = useTranslation('common');
  const { colSpan, padTop, padBottom } = props;
  return (
    <tbody className="@max-lg:block">
      {props.loading ? (
        <tr role="row" className="@max-lg:block">
          {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell: the table is not a grid */}
          <td role="cell" colSpan={colSpan} className="px-3 py-8 text-center text-slate-700 @max-lg:block">
            <span role="status" className="inline-flex items-center gap-2">
              <Spinner className="size-4" />
              {t('table.loading')}
            </span>
          </td>
        </tr>
      ) : props.total === 0 ? (
        <tr role="row" className="@max-lg:block">
          {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell: the table is not a grid */}
          <td role="cell" colSpan={colSpan} className="px-3 @max-lg:block">
            <EmptyRows query={props.query} emptyText={props.emptyText} onClearSearch={props.onClearSearch} />
          </td>
        </tr>
      ) : (
        <>
          <SpacerRow height={padTop} colSpan={colSpan} />
          {props.shown.map(({ row, index }) => (
            <TableRow
              key={row.id}
              row={row}
              index={index}
              rowIndex={props.firstRowIndex + index}
              measureRef={props.measureRef}
            />
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
