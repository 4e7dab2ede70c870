import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';

/** Reports that the user has read the room up to `messageId`. */
export const readMessage = (code: string, messageId: number) =>
  callEndpoint(endpoints.readMessage, { code, message_id: messageId });
