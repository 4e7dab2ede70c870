/** A room's message and the codes it carries, as the message screens draw them (parsed in lib/api/endpoints). */
export {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TYPE,
  TRANSACTION_DISPLAY,
  TRANSFER_MESSAGE_TYPES,
  TRANSFER_STATUS,
  type Message,
} from '@/lib/api/endpoints/chat';
