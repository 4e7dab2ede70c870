import type { RoomStatus } from '@/lib/api/endpoints/chat';

export const roomKeys = {
  all: ['chat', 'rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (status: RoomStatus) => [...roomKeys.lists(), status] as const,
};
