import type { Column, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Button } from '../../button';
import { LazyDialogSlot } from '../../lazy-dialog-slot';
import { sheetColumns, sheetRowReader } from './sheet-data';
import { useExcelExport } from './use-excel-export';

// The dialog's code (Headless UI) comes when an export starts, or on a sign of intent.
const ExportProgressDialog = lazyWithPreload(() =>
  import('./export-progress-dialog').then((m) => m.ExportProgressDialog),
);

type ExcelExportProps<T extends RowData> = {
  fileName: string;
  /** The rows shown (every page), read only when the export starts. */
  rows: () => readonly T[];
  columns: Column<T, unknown>[];
  disabled: boolean;
};

/** The Export to Excel button and the export's progress. */
export function ExcelExport<T extends RowData>({ fileName, rows, columns, disabled }: ExcelExportProps<T>) {
  const { t } = useTranslation('common');
  const { state, start, cancel, close } = useExcelExport();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || state.status === 'running'}
        onPointerEnter={() => ExportProgressDialog.preload()}
        onFocus={() => ExportProgressDialog.preload()}
        onClick={() => {
          const shown = rows();
          const read = sheetRowReader(columns);
          start(fileName, {
            columns: sheetColumns(columns),
            total: shown.length,
            read: (from, to) => read(shown, from, to),
          });
        }}
      >
        {t('table.exportExcel')}
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
