import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rangeOrderRule } from './date-range-rule';

const timeRange = z
  .object({ start: z.string(), end: z.string() })
  .refine(...rangeOrderRule('start', 'end', 'endBeforeStart'));
const dayRange = z
  .object({ from: z.string(), to: z.string() })
  .refine(...rangeOrderRule('from', 'to', 'endBeforeStart', { sameAllowed: true }));

describe('rangeOrderRule', () => {
  it('accepts an end after the start', () => {
    expect(timeRange.safeParse({ start: '2026-11-20T09:30', end: '2026-11-21T09:30' }).success).toBe(true);
  });

  it('puts the message on the end field when the end comes first', () => {
    const result = timeRange.safeParse({ start: '2026-11-21T09:30', end: '2026-11-20T09:30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['end'], message: 'endBeforeStart' })]);
  });

  it('refuses a date-time range of no length but accepts a one-day range of days', () => {
    expect(timeRange.safeParse({ start: '2026-11-21T09:30', end: '2026-11-21T09:30' }).success).toBe(false);
    expect(dayRange.safeParse({ from: '2026-11-21', to: '2026-11-21' }).success).toBe(true);
    expect(dayRange.safeParse({ from: '2026-11-21', to: '2026-11-20' }).success).toBe(false);
  });

  it('leaves a missing end to the required messages', () => {
    expect(timeRange.safeParse({ start: '2026-11-21T09:30', end: '' }).success).toBe(true);
    expect(timeRange.safeParse({ start: '', end: '2026-11-21T09:30' }).success).toBe(true);
  });
});
