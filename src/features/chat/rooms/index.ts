/**
 * What the rooms offer the chat's layout (the frame around every chat page): the room lists it names
 * the open room from and counts the unread total over, and the steps of its keyboard shortcuts. The
 * other chat parts import nothing of rooms; the import rules allow the layout this file alone.
 */
export { useRooms, useRoomsReader } from './api/get-rooms';
export { roomKeys } from './api/keys';
export { roomDisplayName, roomPath, unreadTotal, withLocalReads } from './components/room-format';
export { useLocalReads } from './containers/use-local-reads';
export { useRoomListRefresh } from './containers/use-room-list-refresh';
export { useUnreadTotal } from './containers/use-unread-total';
export { adjacentRoom, nextUnreadRoom } from './lib/room-steps';
export { viewRooms } from './lib/room-view';
export { getPinnedRooms } from './containers/room-pins-store';
export { getRoomView } from './containers/room-view-store';
export { usePinToggle } from './containers/use-room-pins';
