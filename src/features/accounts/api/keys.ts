import type { AccountListPayload as AccountListParams } from '@/lib/api/endpoints/accounts';

export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (params: AccountListParams) => [...accountKeys.lists(), params] as const,
};
