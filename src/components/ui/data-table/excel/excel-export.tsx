import type { Column, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { deferred } from '@/lib/deferred';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { Button } from '../../button';
import { LazyDialogSlot } from '../../lazy-dialog-slot';
import { useExcelExport } from './use-excel-export';

// The dialog's code (Headless UI) and the rows' reading (the dates in the platform's clock) come when
// an export starts, or on a sign of intent: a list that is never exported does not carry them.
const ExportProgressDialog = lazyWithPreload(() =>
  import('./export-progress-dialog').then((m) => m.ExportProgressDialog),
);
const sheetData = deferred(() => import('./sheet-data'));
const preload = () => {
  ExportProgressDialog.preload();
  sheetData.preload();
};

type ExcelExportProps<T extends RowData> = {
  fileName: string;
  /** The rows shown (every page), read only when the export starts. */
  rows: () => readonly T[];
  columns: Column<T, unknown>[];
  disabled: boolean;
};

/** The Export to Excel button and the export's progress. */
export function ExcelExport<T extends RowData>({ fileName, rows, columns, disabled }: ExcelExportProps<T>) {
  const { t } = useTranslation(['common', 'kit']);
  const { state, start, cancel, fail, close } = useExcelExport();
  // One press, one export: a second press while the reading's code comes is the same intent.
  const oneAtATime = useOneAtATime();
  const exportShown = async () => {
    // The rows in sight at the press, whatever the list does while the code comes.
    const shown = rows();
    try {
      const { sheetColumns, sheetRowReader } = await sheetData.load();
      const read = sheetRowReader(columns);
      start(fileName, {
        columns: sheetColumns(columns),
        total: shown.length,
        read: (from, to) => read(shown, from, to),
      });
    } catch {
      fail();
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || state.status === 'running'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => oneAtATime(exportShown)}
      >
        {t('kit:table.exportExcel')}
      </Button>
      <LazyDialogSlot open={state.status !== 'idle'}>
        <ExportProgressDialog
          open={state.status !== 'idle'}
          progress={state.status === 'idle' ? { status: 'cancelled' } : state}
          onCancel={cancel}
          onOpenChange={(next) => !next && close()}
        />
      </LazyDialogSlot>
    </>
  );
}
