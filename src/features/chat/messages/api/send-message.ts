import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { SendMessagePayload } from '@/lib/api/endpoints/chat';

export const sendMessage = (payload: SendMessagePayload) => callEndpoint(endpoints.sendMessage, payload);
