export const settingsKeys = {
  all: ['settings'] as const,
  system: () => [...settingsKeys.all, 'system'] as const,
};
