import { callListEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { HISTORY_PAGE_SIZE } from '@/lib/api/endpoints/chat';

/** One page of a room's history: page 1 is the newest 30 messages, each page oldest first. */
export async function getHistory(code: string, page: number, signal?: AbortSignal) {
  const { data, total } = await callListEndpoint(
    chatEndpoints.roomHistory,
    { code, page, per_page: HISTORY_PAGE_SIZE },
    { signal },
  );
  const hasOlder = total === null ? data.length === HISTORY_PAGE_SIZE : page * HISTORY_PAGE_SIZE < total;
  return { messages: data, hasOlder };
}
