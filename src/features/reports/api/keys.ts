export type Sr02Query = { username: string; start_date: string; end_date: string };

export const reportKeys = {
  all: ['reports'] as const,
  sr02: (query: Sr02Query) => [...reportKeys.all, 'sr02', query] as const,
};
