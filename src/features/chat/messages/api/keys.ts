export const roomKeys = {
  all: ['chat-room'] as const,
  enter: (code: string, friendId: number | '') => [...roomKeys.all, 'enter', code, friendId] as const,
  find: (roomId: number) => [...roomKeys.all, 'find', roomId] as const,
};
