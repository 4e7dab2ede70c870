import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { FlowLimitRow } from '../schemas/bank-answers';
import { formatMoney } from '@/lib/money';

type Column = ColumnDef<FlowLimitRow, string | null>;

/** 1 finished, 0 unfinished (spec section 3 status labels); any other value as the server sent it. */
export function flowStatus(status: string, t: TFunction): string {
  if (status === '1') return t('chat-bank:audit.finished');
  if (status === '0') return t('chat-bank:audit.unfinished');
  return status;
}

const money = (key: keyof FlowLimitRow, header: string): Column => ({
  id: key,
  header,
  accessorFn: (r) => r[key] as string | null,
  cell: (c) => (c.getValue() === null ? '' : formatMoney(c.getValue())),
  meta: { kind: 'money' },
});
const plain = (key: keyof FlowLimitRow, header: string, kind?: 'date'): Column => ({
  id: key,
  header,
  accessorFn: (r) => String(r[key] ?? ''),
  meta: kind ? { kind } : { className: 'whitespace-nowrap' },
});

/** The audit-flow table's columns (spec section 3). */
export function auditFlowColumns(t: TFunction): Column[] {
  return [
    plain('type', t('chat-bank:audit.type')),
    money('depositAmount', t('chat-bank:audit.depositAmount')),
    money('limit_flowAmount', t('chat-bank:audit.limitFlowAmount')),
    money('valid_flowAmount', t('chat-bank:audit.validFlowAmount')),
    {
      id: 'status',
      header: t('chat-bank:audit.status'),
      accessorFn: (r) => flowStatus(r.status, t),
      meta: { className: 'whitespace-nowrap' },
    },
    plain('date', t('chat-bank:audit.date'), 'date'),
    plain('operation_time', t('chat-bank:audit.operationTime'), 'date'),
  ];
}

/** The flow-limit records add bonus, flow limit, valid bet and both times. */
export function flowLimitColumns(t: TFunction): Column[] {
  const [type, deposit, limit, valid, status, date, operation] = auditFlowColumns(t) as [
    Column,
    Column,
    Column,
    Column,
    Column,
    Column,
    Column,
  ];
  return [
    type,
    deposit,
    money('bonus', t('chat-bank:records.bonus')),
    limit,
    valid,
    money('flow_limit', t('chat-bank:records.flowLimit')),
    money('valid_bet', t('chat-bank:records.validBet')),
    status,
    date,
    operation,
    plain('created_at', t('chat-bank:records.createdAt'), 'date'),
    plain('updated_at', t('chat-bank:records.updatedAt'), 'date'),
  ];
}
