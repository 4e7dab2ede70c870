import type ExcelJSModule from 'exceljs';
import type { SheetData, SheetValue } from './sheet-data';

type ExcelJS = typeof ExcelJSModule;

/** The app shows money with two decimals and thousands separators. */
export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** Rows written between two progress reports. */
export const PROGRESS_EVERY = 1000;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A platform wall-clock time as the Date a spreadsheet shows as the same wall clock: spreadsheets
 * keep no zone, and the writer turns a Date into a day number through UTC.
 */
export function wallClockDate(text: string): Date | null {
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s));
}

function cellValue(value: SheetValue, kind: SheetData['columns'][number]['kind']): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'money' && typeof value === 'string' && DECIMAL.test(value)) {
    // Cut to the two decimals the app shows, as it does (never rounded up).
    const [whole, fraction = ''] = value.split('.');
    return Number(`${whole}.${fraction.slice(0, 2) || '0'}`);
  }
  if (kind === 'date' && typeof value === 'string') return wallClockDate(value) ?? value;
  return value;
}

const textWidth = (value: unknown, kind: string) =>
  kind === 'date'
    ? 19
    : kind === 'money' && typeof value === 'number'
      ? value.toFixed(2).length + 4
      : String(value).length;

/**
 * An .xlsx of the rows: numbers as numbers, times as dates, the header row bold and frozen, each
 * column as wide as its longest text (within 8 to 60 characters). Reports rows written as it goes.
 */
export async function buildWorkbook(
  excel: ExcelJS,
  sheet: SheetData,
  onProgress: (written: number) => void = () => {},
): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const ws = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = sheet.columns.map((c) => c.label.length);
  ws.columns = sheet.columns.map((c) => ({
    header: c.label,
    style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (let r = 0; r < sheet.rows.length; r++) {
    const values = (sheet.rows[r] as SheetValue[]).map((v, c) => {
      const kind = sheet.columns[c]?.kind ?? 'value';
      const value = cellValue(v, kind);
      if (value !== null) widths[c] = Math.max(widths[c] ?? 0, textWidth(value, kind));
      return value;
    });
    ws.addRow(values);
    if ((r + 1) % PROGRESS_EVERY === 0) onProgress(r + 1);
  }
  onProgress(sheet.rows.length);
  ws.columns.forEach((column, c) => (column.width = Math.min(60, Math.max(8, (widths[c] ?? 0) + 2))));
  return ownBuffer(await workbook.xlsx.writeBuffer());
}

/**
 * The file's bytes in an ArrayBuffer of their own. exceljs answers with a Buffer (a view on a larger
 * pool, in the browser build as in Node), which a worker cannot hand over: postMessage refused it as
 * not transferable, so every export failed.
 */
function ownBuffer(written: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  if (!ArrayBuffer.isView(written)) return written;
  return new Uint8Array(written.buffer, written.byteOffset, written.byteLength).slice().buffer;
}
