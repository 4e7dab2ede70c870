import type { HistoryQuery } from '../schemas/history-rows';

export const historyKeys = {
  all: ['history'] as const,
  transactions: () => [...historyKeys.all, 'transactions'] as const,
  transactionList: (query: HistoryQuery) => [...historyKeys.transactions(), query] as const,
  redEnvelopes: () => [...historyKeys.all, 'red-envelopes'] as const,
  redEnvelopeList: (query: HistoryQuery) => [...historyKeys.redEnvelopes(), query] as const,
};
