import type { Column, RowData } from '@tanstack/react-table';
import { columnLabel } from './column-label';
import './column-meta';
import { rawMoney } from '../money-text';
import { downloadText, toCsv, type CsvValue } from './csv';

/**
 * CSV of the given rows over the columns that carry data (display-only columns such as buttons are left
 * out): money as raw numbers, dates as the platform's `YYYY-MM-DD HH:mm:ss` text the columns hold.
 */
export function rowsToCsv<T extends RowData>(rows: readonly T[], columns: Column<T, unknown>[]): string {
  const data = columns.filter((c) => c.columnDef.meta?.exportValue || c.accessorFn);
  const value = (row: T, index: number, column: Column<T, unknown>): CsvValue => {
    const custom = column.columnDef.meta?.exportValue;
    if (custom) return custom(row);
    const v: unknown = column.accessorFn?.(row, index);
    // Spreadsheets sum raw numbers; "1,234.50" would be text to them.
    if (column.columnDef.meta?.kind === 'money')
      return typeof v === 'string' || typeof v === 'number' ? rawMoney(v) : '';
    return typeof v === 'string' || typeof v === 'number' ? v : v === null || v === undefined ? '' : String(v);
  };
  return toCsv(
    data.map((c) => columnLabel(c)),
    rows.map((row, index) => data.map((c) => value(row, index, c))),
  );
}

export function exportRowsAsCsv<T extends RowData>(
  fileName: string,
  rows: readonly T[],
  columns: Column<T, unknown>[],
): void {
  downloadText(fileName, rowsToCsv(rows, columns));
}
