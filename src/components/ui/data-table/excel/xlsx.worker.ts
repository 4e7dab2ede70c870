/// <reference lib="webworker" />
import { buildWorkbook } from './workbook';
import type { SheetData } from './sheet-data';

export type ExcelWorkerMessage =
  { type: 'progress'; written: number; total: number } | { type: 'done'; buffer: ArrayBuffer } | { type: 'failed' };

const scope = self as unknown as DedicatedWorkerGlobalScope;

// exceljs is fetched here, when someone exports, never with the list's own code.
scope.onmessage = async (event: MessageEvent<SheetData>) => {
  const sheet = event.data;
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
};
