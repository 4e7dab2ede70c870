import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';

/** Reports that the user has read the room up to `messageId`. */
export const readMessage = (code: string, messageId: number) =>
  callEndpoint(chatEndpoints.readMessage, { code, message_id: messageId });
