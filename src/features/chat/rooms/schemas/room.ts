/** A room as api/room/list answers it, as the rooms' screens draw it (parsed in lib/api/endpoints). */
export { MESSAGE_TYPE, roomSchema, type Room } from '@/lib/api/endpoints/chat';
