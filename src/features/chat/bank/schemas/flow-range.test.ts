import { describe, expect, it } from 'vitest';
import { EVERY_FLOW_RECORD, filterFlowRows, flowRangeSchema, inFlowRange } from './flow-range';

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

  it('keeps every record, however old, while no range is searched', () => {
    const rows = [row('2026-11-21 09:00:00'), row('2024-01-02 09:00:00'), row('', '', '2025-06-30'), row('soon')];
    expect(filterFlowRows(rows, EVERY_FLOW_RECORD)).toEqual(rows);
  });

  it('takes an empty end as no bound on that side', () => {
    expect(inFlowRange(row('2020-01-01 00:00:00'), { start: '', end: range.end })).toBe(true);
    expect(inFlowRange(row('2026-11-22 00:00:00'), { start: '', end: range.end })).toBe(false);
    expect(inFlowRange(row('2030-01-01 00:00:00'), { start: range.start, end: '' })).toBe(true);
  });

  it('accepts no range, or one whose end comes after its start', () => {
    const issues = (v: { start: string; end: string }) =>
      flowRangeSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(issues(range)).toEqual([]);
    expect(issues(EVERY_FLOW_RECORD)).toEqual([]);
    expect(issues({ start: range.end, end: range.start })).toEqual(['chat-bank:validation.endBeforeStart']);
  });
});
