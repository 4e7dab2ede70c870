import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/error-message';
import { useFlowLimit } from '../api/get-flow-limit';
import { AuditFlowDialog, FlowLimitRecordsDialog } from '../components/audit-flow-dialog';
import { viewerId } from './viewer';

export type AuditFlowProps = { open: boolean; onClose: () => void; memberId: number };

/**
 * The room's audit-flow button: the member's records from api/member/flowLimit (one call of up to
 * 50,000), 10 per page, and from there every record in the flow-limit records dialog.
 */
export function AuditFlow({ open, onClose, memberId }: AuditFlowProps) {
  const { t } = useTranslation('chat-bank');
  const [recordsOpen, setRecordsOpen] = useState(false);
  const flow = useFlowLimit(memberId, viewerId(), open);
  const rows = flow.data ?? null;
  const error = flow.error ? errorMessage(flow.error, t) : null;
  return (
    <>
      <AuditFlowDialog
        open={open && !recordsOpen}
        onOpenChange={(next) => !next && onClose()}
        rows={rows}
        error={error}
        onShowRecords={() => setRecordsOpen(true)}
      />
      <FlowLimitRecordsDialog
        open={open && recordsOpen}
        onOpenChange={(next) => !next && setRecordsOpen(false)}
        rows={rows}
        error={error}
      />
    </>
  );
}
