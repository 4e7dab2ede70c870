import type { Sr02Query } from '@/lib/api/endpoints/reports';

export type { Sr02Query };

export const reportKeys = {
  all: ['reports'] as const,
  sr02: (query: Sr02Query) => [...reportKeys.all, 'sr02', query] as const,
};
