/// <reference lib="webworker" />
import { buildWorkbook } from './workbook';
import type { SheetColumn, SheetData, SheetValue } from './sheet-data';

export type ExcelWorkerMessage =
  { type: 'progress'; written: number; total: number } | { type: 'done'; buffer: ArrayBuffer } | { type: 'failed' };

/** What the page sends: the columns, then the rows a slice at a time, then the end. */
export type ExcelWorkerInput =
  { type: 'begin'; columns: SheetColumn[] } | { type: 'rows'; rows: SheetValue[][] } | { type: 'end' };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const sheet: SheetData = { columns: [], rows: [] };

// exceljs is fetched here, when someone exports, never with the list's own code.
scope.onmessage = async (event: MessageEvent<ExcelWorkerInput>) => {
  const input = event.data;
  if (input.type === 'begin') sheet.columns = input.columns;
  else if (input.type === 'rows') for (const row of input.rows) sheet.rows.push(row);
  else await write();
};

async function write() {
  const post = (message: ExcelWorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    const excel = (await import('exceljs')).default;
    const buffer = await buildWorkbook(excel, sheet, (written) =>
      post({ type: 'progress', written, total: sheet.rows.length }),
    );
    post({ type: 'done', buffer }, [buffer]);
  } catch {
    post({ type: 'failed' });
  }
}
