import type { Column, RowData } from '@tanstack/react-table';
import './column-meta';

/** Plain-text name of a column: meta.label, else a string header, else its id. */
export function columnLabel<T extends RowData>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}
