import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog';
import type { FlowLimitRow } from '../schemas/bank-answers';
import type { Clock } from '@/lib/dates';
import { filterFlowRows, type FlowRange } from '../schemas/flow-range';
import { auditFlowColumns, flowLimitColumns } from './flow-columns';
import { FlowRangeForm } from './flow-range-form';

export type FlowDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's records; null while loading. */
  rows: readonly FlowLimitRow[] | null;
  /** Already-translated failure of loading. */
  error?: string | null;
};

const rowId = (r: FlowLimitRow) => String(r.id);

/**
 * Makes the table's scroll area a named, focusable region, so keyboard users can scroll it: inside a
 * dialog the wide table scrolls, and its rows hold nothing focusable.
 */
function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('[data-testid="data-table-scroll"]');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return <div ref={ref}>{children}</div>;
}

function LoadError({ error }: { error: string }) {
  return (
    <Callout as="p" tone="error" role="alert">
      {error}
    </Callout>
  );
}

export type AuditFlowDialogProps = FlowDialogProps & {
  onShowRecords: () => void;
  /** The range searched (empty ends when the dialog opens: every record); rows outside it are not shown. */
  range: FlowRange;
  onRangeChange: (range: FlowRange) => void;
  clock?: Clock;
};

/**
 * The member's audit flow (turnover), every record unless a date range is searched, 10 rows per
 * page, with the way to the full flow-limit records (every record, whatever the range).
 */
export function AuditFlowDialog({
  open,
  onOpenChange,
  rows,
  error,
  onShowRecords,
  range,
  onRangeChange,
  clock,
}: AuditFlowDialogProps) {
  const { t } = useTranslation(['chat-bank', 'common']);
  const columns = useMemo(() => auditFlowColumns(t), [t]);
  const shown = useMemo(() => (rows ? filterFlowRows(rows, range) : null), [rows, range]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      className="max-w-5xl"
      title={t('audit.title')}
      footer={
        <>
          <Button variant="secondary" className="me-auto" onClick={onShowRecords}>
            {t('audit.showRecords')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:actions.close')}
          </Button>
        </>
      }
    >
      <FlowRangeForm defaultValues={range} onSearch={onRangeChange} clock={clock} />
      {error ? (
        <LoadError error={error} />
      ) : (
        <ScrollableTable label={t('audit.caption')}>
          <DataTable
            data={shown ?? []}
            loading={shown === null}
            columns={columns}
            getRowId={rowId}
            caption={t('audit.caption')}
            initialPageSize={10}
            className="p-2 shadow-none"
          />
        </ScrollableTable>
      )}
    </Dialog>
  );
}

/** Every flow-limit record (up to 50,000) in the shared virtualized table. */
export function FlowLimitRecordsDialog({ open, onOpenChange, rows, error }: FlowDialogProps) {
  const { t } = useTranslation(['chat-bank', 'common']);
  const columns = useMemo(() => flowLimitColumns(t), [t]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      className="max-w-6xl"
      title={t('records.title')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common:actions.close')}
        </Button>
      }
    >
      {error ? (
        <LoadError error={error} />
      ) : (
        <ScrollableTable label={t('records.caption')}>
          <DataTable
            data={(rows as FlowLimitRow[] | null) ?? []}
            loading={rows === null}
            columns={columns}
            getRowId={rowId}
            caption={t('records.caption')}
            initialPageSize="all"
            className="p-2 shadow-none [&_[data-testid=data-table-scroll]]:max-h-[55vh]"
          />
        </ScrollableTable>
      )}
    </Dialog>
  );
}
