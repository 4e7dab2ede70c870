import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints, type SendMessagePayload } from '@/lib/api/endpoints/chat';

export const sendMessage = (payload: SendMessagePayload) => callEndpoint(chatEndpoints.sendMessage, payload);
