import type { Column, RowData } from '@tanstack/react-table';
import { formatPlatformTime } from '@/lib/dates';
import { rawMoney } from '../../money-text';
import { columnLabel } from '../column-label';
import '../column-meta';

export type SheetColumn = { label: string; kind: 'money' | 'date' | 'value' };
export type SheetValue = string | number | null;
/** What the workbook is made of: plain values only, so it crosses to a worker as it is. */
export type SheetData = { columns: SheetColumn[]; rows: SheetValue[][] };

/**
 * The shown rows over the columns that carry data (the CSV's choice): money as its raw decimal
 * text, times as the platform's wall-clock text (values with a zone converted to it), the rest as
 * the column holds them.
 */
export function toSheetData<T extends RowData>(rows: readonly T[], columns: Column<T, unknown>[]): SheetData {
  const data = columns.filter((c) => c.columnDef.meta?.exportValue || c.accessorFn);
  const readers = data.map((column) => {
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
  return {
    columns: data.map((c) => ({ label: columnLabel(c), kind: c.columnDef.meta?.kind ?? 'value' })),
    rows: rows.map((row, index) => readers.map((read) => read(row, index))),
  };
}
