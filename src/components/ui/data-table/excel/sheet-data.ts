import type { Column, RowData } from '@tanstack/react-table';
import { formatPlatformTime } from '@/lib/dates';
import { rawMoney } from '../../money-text';
import { columnLabel } from '../column-label';
import '../column-meta';

export type SheetColumn = { label: string; kind: 'money' | 'date' | 'value' };
export type SheetValue = string | number | null;
/** What the workbook is made of: plain values only, so it crosses to a worker as it is. */
export type SheetData = { columns: SheetColumn[]; rows: SheetValue[][] };

/** A list to export, read a slice at a time by the page as it hands the rows to the worker. */
export type SheetSource = { columns: SheetColumn[]; total: number; read: (from: number, to: number) => SheetValue[][] };

/** The columns that carry data (the CSV's choice), with their titles and kinds. */
function dataColumns<T extends RowData>(columns: Column<T, unknown>[]): Column<T, unknown>[] {
  return columns.filter((c) => c.columnDef.meta?.exportValue || c.accessorFn);
}

export function sheetColumns<T extends RowData>(columns: Column<T, unknown>[]): SheetColumn[] {
  return dataColumns(columns).map((c) => ({ label: columnLabel(c), kind: c.columnDef.meta?.kind ?? 'value' }));
}

/**
 * Reads rows over the columns that carry data: money as its raw decimal text, times as the
 * platform's wall-clock text (values with a zone converted to it), the rest as the column holds them.
 * `read(rows, from, to)` gives the rows in [from, to), so a long list can be read a slice at a time.
 */
export function sheetRowReader<T extends RowData>(
  columns: Column<T, unknown>[],
): (rows: readonly T[], from: number, to: number) => SheetValue[][] {
  const readers = dataColumns(columns).map((column) => {
    const meta = column.columnDef.meta;
    const read = (row: T, index: number): unknown =>
      meta?.exportValue ? meta.exportValue(row) : column.accessorFn?.(row, index);
    return (row: T, index: number): SheetValue => {
      const v = read(row, index);
      if (typeof v !== 'string' && typeof v !== 'number') return v === null || v === undefined ? null : String(v);
      if (meta?.kind === 'money' && !meta.exportValue) return rawMoney(v) || null;
      if (meta?.kind === 'date' && typeof v === 'string') return formatPlatformTime(v);
      return v;
    };
  });
  return (rows, from, to) => {
    const out: SheetValue[][] = [];
    for (let index = from; index < Math.min(to, rows.length); index++)
      out.push(readers.map((read) => read(rows[index] as T, index)));
    return out;
  };
}
