// The history rows and request are the wire shapes of the API contract.
export {
  redEnvelopeListSchema,
  redEnvelopeRowSchema,
  transactionListSchema,
  transactionRowSchema,
  type HistoryQuery,
  type RedEnvelopeRow,
  type TransactionRow,
} from '@/lib/api/endpoints/history';

export const TRANSACTION_TYPES = [1, 2, 3, 4] as const;
export const TRANSACTION_STATUSES = [0, 1, 2, 3, 4] as const;
export const RED_ENVELOPE_TYPES = [1, 2] as const;
