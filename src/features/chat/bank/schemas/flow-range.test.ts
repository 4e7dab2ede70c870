import { describe, expect, it } from 'vitest';
import { filterFlowRows, flowRangeSchema, inFlowRange } from './flow-range';

const row = (created_at: string, operation_time = '', date = '') => ({ created_at, operation_time, date });
const range = { start: '2026-11-14T09:30', end: '2026-11-21T09:30' };

describe('the audit flow range', () => {
  it('keeps records from start to end, to the minute, both ends included', () => {
    expect(inFlowRange(row('2026-11-14 09:30:00'), range)).toBe(true);
    expect(inFlowRange(row('2026-11-21 09:30:59'), range)).toBe(true);
    expect(inFlowRange(row('2026-11-14 09:29:59'), range)).toBe(false);
    expect(inFlowRange(row('2026-11-21 09:31:00'), range)).toBe(false);
  });

  it('falls back to operation_time, then to the day', () => {
    expect(inFlowRange(row('', '2026-11-20 12:00:00'), range)).toBe(true);
    expect(inFlowRange(row('', '2026-11-01 12:00:00'), range)).toBe(false);
    expect(inFlowRange(row('', '', '2026-11-14'), range)).toBe(true);
    expect(inFlowRange(row('', '', '2026-11-21'), range)).toBe(true);
    expect(inFlowRange(row('', '', '2026-11-13'), range)).toBe(false);
  });

  it('keeps a record without a readable time', () => {
    expect(inFlowRange(row('soon'), range)).toBe(true);
  });

  it('filters a list in order', () => {
    const rows = [row('2026-11-21 09:00:00'), row('2026-11-01 09:00:00'), row('2026-11-15 00:00:00')];
    expect(filterFlowRows(rows, range)).toEqual([rows[0], rows[2]]);
  });

  it('asks for both ends, the end after the start', () => {
    const issues = (v: { start: string; end: string }) =>
      flowRangeSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(issues(range)).toEqual([]);
    expect(issues({ start: '', end: range.end })).toEqual(['chat-bank:validation.startRequired']);
    expect(issues({ start: range.start, end: '' })).toEqual(['chat-bank:validation.endRequired']);
    expect(issues({ start: range.end, end: range.start })).toEqual(['chat-bank:validation.endBeforeStart']);
  });
});
