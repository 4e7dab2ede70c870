import { HISTORY_PER_PAGE } from '@/lib/api/endpoints/history';
import { toRequestTime } from '@/lib/dates';
import type { HistorySearch } from '../schemas/history-search';
import type { HistoryQuery } from '../schemas/history-rows';

export function toHistoryQuery(search: Pick<HistorySearch, 'username' | 'start' | 'end'>): HistoryQuery {
  return {
    username: search.username.trim(),
    start_time: toRequestTime(search.start),
    end_time: toRequestTime(search.end),
    page: 1,
    per_page: HISTORY_PER_PAGE,
  };
}
