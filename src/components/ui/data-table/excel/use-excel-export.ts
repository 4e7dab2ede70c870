import { useEffect, useRef, useState } from 'react';
import { trustedScriptUrl } from '@/lib/trusted-types';
import { downloadBlob } from '../csv';
import type { SheetSource } from './sheet-data';
import type { ExcelWorkerInput, ExcelWorkerMessage } from './xlsx.worker';
// The worker's file as a URL, so the served Trusted Types policy can vouch for it (src/lib/trusted-types.ts).
import workerUrl from './xlsx.worker.ts?worker&url';

export type ExcelExportState =
  | { status: 'idle' }
  | { status: 'running'; written: number; total: number }
  | { status: 'cancelled' }
  | { status: 'failed' };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read per slice: a few milliseconds of the page's time each, dates included. */
const SLICE_ROWS = 1000;

const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * Gives the worker the rows a slice at a time, each read in a task of its own, so reading 50,000 rows
 * (their dates converted to the platform's clock) never holds the page; stops when `live` turns false
 * (cancelled, or a new export).
 */
async function handOver(w: Worker, sheet: SheetSource, live: () => boolean) {
  const post = (input: ExcelWorkerInput) => w.postMessage(input);
  post({ type: 'begin', columns: sheet.columns });
  for (let from = 0; from < sheet.total; from += SLICE_ROWS) {
    await nextTask();
    if (!live()) return;
    post({ type: 'rows', rows: sheet.read(from, from + SLICE_ROWS) });
  }
  if (live()) post({ type: 'end' });
}

/**
 * Writes an .xlsx in a worker, so the page stays responsive over 50,000 rows; reports rows written,
 * and Cancel ends the worker at once.
 */
export function useExcelExport() {
  const worker = useRef<Worker | null>(null);
  const [state, setState] = useState<ExcelExportState>({ status: 'idle' });
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);

  const start = (fileName: string, sheet: SheetSource) => {
    stop();
    const w = new Worker(trustedScriptUrl(workerUrl), { type: 'module', name: 'excel-export' });
    worker.current = w;
    w.onmessage = (event: MessageEvent<ExcelWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') setState({ status: 'running', written: message.written, total: message.total });
      else {
        stop();
        if (message.type === 'done') downloadBlob(fileName, new Blob([message.buffer], { type: XLSX_TYPE }));
        setState(message.type === 'done' ? { status: 'idle' } : { status: 'failed' });
      }
    };
    w.onerror = (event) => {
      event.preventDefault();
      stop();
      setState({ status: 'failed' });
    };
    setState({ status: 'running', written: 0, total: sheet.total });
    void handOver(w, sheet, () => worker.current === w);
  };
  const cancel = () => {
    stop();
    setState({ status: 'cancelled' });
  };
  /** The export could not begin (its code did not come): said as a failed export. */
  const fail = () => {
    stop();
    setState({ status: 'failed' });
  };
  return { state, start, cancel, fail, close: () => setState({ status: 'idle' }) };
}
