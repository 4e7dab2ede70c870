import { z } from 'zod';
import { rangeOrderRule } from '@/lib/date-range-rule';
import type { FlowLimitRow } from '@/lib/api/endpoints/chat-bank';
import type { DateTimeRange } from '@/lib/dates';

/**
 * The audit flow's optional date filter. Start and end are datetime-local values
 * ("YYYY-MM-DDTHH:mm") on the platform clock, or '' for no bound: the dialog opens with both empty,
 * showing every record, because an unfinished turnover requirement decides a withdrawal however old
 * it is. (The backoffice spec's 7-day default belongs to its shared search form, not to this call.)
 *
 * api/member/flowLimit's payload is fixed by the chat spec (member_id, user_id, page '1', per_page
 * 50000) and has no dates, so the filter works on the answer here, in the browser: searching again
 * sends nothing.
 */
export const flowRangeSchema = z
  .object({ start: z.string(), end: z.string() })
  .refine(...rangeOrderRule('start', 'end', 'chat-bank:validation.endBeforeStart'));
export type FlowRange = z.infer<typeof flowRangeSchema>;

/** No filter: every record. */
export const EVERY_FLOW_RECORD: FlowRange = { start: '', end: '' };

const STAMP = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/;

/**
 * When a record happened, as "YYYY-MM-DD HH:mm" or, for a record with only a day, "YYYY-MM-DD":
 * created_at, else operation_time, else date (all wall-clock texts of the platform's zone).
 */
function recordTime(row: Pick<FlowLimitRow, 'created_at' | 'operation_time' | 'date'>): string | null {
  for (const value of [row.created_at, row.operation_time, row.date]) {
    const match = STAMP.exec(value.trim());
    if (match) return match[2] ? `${match[1]} ${match[2]}` : match[1]!;
  }
  return null;
}

/**
 * Whether a record falls in the range, to the minute and ends included; an empty end sets no bound,
 * and a record with only a day is in when that day is. A record without a readable time is kept:
 * nothing says it is outside.
 */
export function inFlowRange(row: Pick<FlowLimitRow, 'created_at' | 'operation_time' | 'date'>, range: DateTimeRange) {
  const time = recordTime(row);
  if (!time) return true;
  const start = range.start.replace('T', ' ');
  const end = range.end.replace('T', ' ');
  const day = time.length === 10;
  const afterStart = !start || time >= (day ? start.slice(0, 10) : start);
  const beforeEnd = !end || time <= (day ? end.slice(0, 10) : end);
  return afterStart && beforeEnd;
}

export const filterFlowRows = <T extends Pick<FlowLimitRow, 'created_at' | 'operation_time' | 'date'>>(
  rows: readonly T[],
  range: DateTimeRange,
): T[] => (range.start || range.end ? rows.filter((row) => inFlowRange(row, range)) : [...rows]);
