import { useState } from 'react';
import { systemClock, type Clock } from '@/lib/dates';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '@/lib/use-overlay';
import { errorMessage } from '@/lib/api/error-message';
import { storedUserId } from '@/lib/session/viewer';
import { useFlowLimit } from '../api/get-flow-limit';
import { AuditFlowDialog, FlowLimitRecordsDialog } from '../components/audit-flow-dialog';
import { EVERY_FLOW_RECORD } from '../schemas/flow-range';

export type AuditFlowProps = {
  open: boolean;
  onClose: () => void;
  memberId: number;
  /** Source of "now" for the filter's quick ranges (fixed in stories). */
  clock?: Clock;
};

/**
 * The room's audit-flow button: every record of the member from api/member/flowLimit (one call of
 * up to 50,000), 10 per page, unless a date range is searched (filtered here, as the call takes no
 * dates); from there every record in the flow-limit records dialog.
 */
export function AuditFlow({ open, onClose, memberId, clock = systemClock }: AuditFlowProps) {
  const { t } = useTranslation('chat-bank');
  // Within the flow: the records dialog takes the audit dialog's place until it closes.
  const inner = useOverlay<'records'>();
  const recordsOpen = inner.isOpen('records');
  // Mounted when the room opens the dialog, so each opening starts unfiltered: an old unfinished
  // turnover requirement still decides a withdrawal.
  const [range, setRange] = useState(EVERY_FLOW_RECORD);
  const flow = useFlowLimit(memberId, storedUserId(), open);
  const rows = flow.data ?? null;
  const error = flow.error ? errorMessage(flow.error, t) : null;
  return (
    <>
      <AuditFlowDialog
        open={open && !recordsOpen}
        onOpenChange={(next) => !next && onClose()}
        rows={rows}
        error={error}
        onShowRecords={() => inner.open('records')}
        range={range}
        onRangeChange={setRange}
        clock={clock}
      />
      <FlowLimitRecordsDialog
        open={open && recordsOpen}
        onOpenChange={(next) => !next && inner.close()}
        rows={rows}
        error={error}
      />
    </>
  );
}
