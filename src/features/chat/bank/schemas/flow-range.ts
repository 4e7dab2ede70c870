import { z } from 'zod';
import { rangeOrderRule } from '@/lib/date-range-rule';
import type { FlowLimitRow } from '@/lib/api/endpoints/chat-bank';
import type { DateTimeRange } from '@/lib/dates';

/**
 * The audit flow's date range (the backoffice spec's shared search form, section 9: it defaults to
 * the last 7 days ending now). Start and end are datetime-local values ("YYYY-MM-DDTHH:mm") on the
 * platform clock.
 *
 * api/member/flowLimit's payload is fixed by the chat spec (member_id, user_id, page '1', per_page
 * 50000) and has no dates, so the range filters the answer here, in the browser: searching again
 * sends nothing. The flow-limit records dialog keeps showing every record, as its name says.
 */
export const flowRangeSchema = z
  .object({
    start: z.string().min(1, 'chat-bank:validation.startRequired'),
    end: z.string().min(1, 'chat-bank:validation.endRequired'),
  })
  .refine(...rangeOrderRule('start', 'end', 'chat-bank:validation.endBeforeStart'));
export type FlowRange = z.infer<typeof flowRangeSchema>;

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
 * Whether a record falls in the range, to the minute and ends included; a record with only a day is
 * in when that day is. A record without a readable time is kept: nothing says it is outside.
 */
export function inFlowRange(row: Pick<FlowLimitRow, 'created_at' | 'operation_time' | 'date'>, range: DateTimeRange) {
  const time = recordTime(row);
  if (!time) return true;
  const start = range.start.replace('T', ' ');
  const end = range.end.replace('T', ' ');
  if (time.length === 10) return time >= start.slice(0, 10) && time <= end.slice(0, 10);
  return time >= start && time <= end;
}

export const filterFlowRows = <T extends Pick<FlowLimitRow, 'created_at' | 'operation_time' | 'date'>>(
  rows: readonly T[],
  range: DateTimeRange,
): T[] => rows.filter((row) => inFlowRange(row, range));
