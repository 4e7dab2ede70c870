export const noteKeys = {
  all: ['chat-notes'] as const,
  list: (roomId: number) => [...noteKeys.all, 'room', roomId] as const,
  entries: (noteId: number) => [...noteKeys.all, 'note', noteId, 'entries'] as const,
  member: (memberId: number) => [...noteKeys.all, 'member', memberId] as const,
};
