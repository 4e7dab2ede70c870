import type { RoomStatus } from '@/lib/api/endpoints/chat';

export const roomKeys = {
  all: ['chat', 'rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (status: RoomStatus) => [...roomKeys.lists(), status] as const,
  /** Marks cleared in this tab (containers/use-local-reads): never fetched, outside `lists()`. */
  localReads: () => [...roomKeys.all, 'local-reads'] as const,
};
