export const templateKeys = {
  all: ['chat-templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
};
