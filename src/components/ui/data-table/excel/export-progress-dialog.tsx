import { useTranslation } from 'react-i18next';
import { Button } from '../../button';
import { Dialog } from '../../dialog';

export type ExportProgress =
  { status: 'running'; written: number; total: number } | { status: 'cancelled' } | { status: 'failed' };

export type ExportProgressDialogProps = {
  open: boolean;
  progress: ExportProgress;
  /** Stops the export (closing the dialog while it runs does too). */
  onCancel: () => void;
  /** Told `false` when the ended export's dialog is closed (Close, Escape). */
  onOpenChange: (open: boolean) => void;
};

/** The Excel export as it runs (rows written of all, Cancel), or how it ended when not with a file. */
export function ExportProgressDialog({ open, progress, onCancel, onOpenChange }: ExportProgressDialogProps) {
  const { t } = useTranslation(['common', 'kit']);
  const running = progress.status === 'running';
  const percent = running && progress.total > 0 ? Math.round((progress.written / progress.total) * 100) : 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && (running ? onCancel() : onOpenChange(false))}
      title={t('kit:table.excel.title')}
      size="sm"
      footer={
        running ? (
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {t('actions.cancel')}
          </Button>
        ) : (
          <Button onClick={() => onOpenChange(false)} data-autofocus>
            {t('actions.close')}
          </Button>
        )
      }
    >
      {running ? (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label={t('kit:table.excel.title')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.written}
            aria-valuetext={t('kit:table.excel.progress', { written: progress.written, total: progress.total })}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
            {t('kit:table.excel.progress', { written: progress.written, total: progress.total })}
          </p>
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {t(progress.status === 'cancelled' ? 'kit:table.excel.cancelled' : 'kit:table.excel.failed')}
        </p>
      )}
    </Dialog>
  );
}
