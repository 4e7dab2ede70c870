import { describe, expect, it } from 'vitest';
import {
  formatPlatformTime,
  isValidDate,
  isValidRequestTime,
  last24Hours,
  last7Days,
  PLATFORM_TZ,
  presetDateRange,
  presetDateTimeRange,
  slashDate,
  toRequestTime,
  yesterdayToToday,
} from './dates';

// 2026-11-21 01:30 UTC is 2026-11-21 09:30 in Taipei and 2026-11-20 20:30 in New York.
const NOW = Date.UTC(2026, 10, 21, 1, 30, 45);
// 2026-11-20 17:10 UTC is already 2026-11-21 01:10 in Taipei: the platform day differs from UTC's.
const LATE = Date.UTC(2026, 10, 20, 17, 10, 0);

describe('dates', () => {
  it('defaults the platform zone to Asia/Taipei', () => {
    expect(PLATFORM_TZ).toBe('Asia/Taipei');
  });

  it('formats datetime-local values for requests with :00 seconds', () => {
    expect(toRequestTime('2026-11-21T09:30')).toBe('2026-11-21 09:30:00');
    expect(toRequestTime('2026-11-21T09:30:59')).toBe('2026-11-21 09:30:00');
    expect(toRequestTime('')).toBe('');
    expect(toRequestTime('21/11/2026 09:30')).toBe('');
  });

  it('validates request times and dates strictly', () => {
    expect(isValidRequestTime('2026-11-21 09:30:00')).toBe(true);
    expect(isValidRequestTime('2026-11-21 09:30:15')).toBe(false);
    expect(isValidRequestTime('2026-11-21T09:30:00')).toBe(false);
    expect(isValidRequestTime('2026-02-30 09:30:00')).toBe(false);
    expect(isValidDate('2026-11-21')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-11-21 00:00:00')).toBe(false);
  });

  it('gives the last 24 hours ending now on the platform clock', () => {
    expect(last24Hours(NOW)).toEqual({ start: '2026-11-20T09:30', end: '2026-11-21T09:30' });
    expect(last24Hours(NOW, 'America/New_York')).toEqual({ start: '2026-11-19T20:30', end: '2026-11-20T20:30' });
  });

  it('gives yesterday to today as dates of the platform day', () => {
    expect(yesterdayToToday(NOW)).toEqual({ start: '2026-11-20', end: '2026-11-21' });
    expect(yesterdayToToday(LATE)).toEqual({ start: '2026-11-20', end: '2026-11-21' });
    expect(yesterdayToToday(LATE, 'UTC')).toEqual({ start: '2026-11-19', end: '2026-11-20' });
  });

  it('computes the presets as dates and as whole-day date-times', () => {
    expect(presetDateRange('today', NOW)).toEqual({ start: '2026-11-21', end: '2026-11-21' });
    expect(presetDateRange('yesterday', NOW)).toEqual({ start: '2026-11-20', end: '2026-11-20' });
    expect(presetDateRange('last7Days', NOW)).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(presetDateTimeRange('today', NOW)).toEqual({ start: '2026-11-21T00:00', end: '2026-11-21T23:59' });
    expect(presetDateTimeRange('yesterday', NOW)).toEqual({ start: '2026-11-20T00:00', end: '2026-11-20T23:59' });
    expect(presetDateTimeRange('last7Days', NOW)).toEqual({ start: '2026-11-15T00:00', end: '2026-11-21T23:59' });
  });

  it('crosses month ends', () => {
    const first = Date.UTC(2026, 11, 1, 2, 0, 0); // 2026-12-01 10:00 Taipei
    expect(yesterdayToToday(first)).toEqual({ start: '2026-11-30', end: '2026-12-01' });
    expect(presetDateRange('last7Days', first)).toEqual({ start: '2026-11-25', end: '2026-12-01' });
  });

  it('shows server times in the platform zone', () => {
    expect(formatPlatformTime('2026-11-21 09:30:00')).toBe('2026-11-21 09:30:00');
    expect(formatPlatformTime('2026-11-21T01:30:00.000000Z')).toBe('2026-11-21 09:30:00');
    expect(formatPlatformTime('2026-11-21T09:30:00+08:00')).toBe('2026-11-21 09:30:00');
    expect(formatPlatformTime(null)).toBe('');
  });

  it('writes a leading date part with slashes, and nothing else', () => {
    expect(slashDate('2026-11-20 09:05:33')).toBe('2026/11/20 09:05:33');
    expect(slashDate('2026-11-20')).toBe('2026/11/20');
    expect(slashDate('11-20 09:05:33')).toBe('11/20 09:05:33');
    expect(slashDate('2026-11-20T09:05:33')).toBe('2026/11/20T09:05:33');
    expect(slashDate('Order 2026-11-20')).toBe('Order 2026-11-20');
    expect(slashDate('09:05:33')).toBe('09:05:33');
    expect(slashDate('')).toBe('');
  });

  it('defaults the shared search form to the last 7 days ending now, on the platform clock', () => {
    expect(last7Days(NOW)).toEqual({ start: '2026-11-14T09:30', end: '2026-11-21T09:30' });
    expect(last7Days(NOW, 'America/New_York')).toEqual({ start: '2026-11-13T20:30', end: '2026-11-20T20:30' });
    // 17:10 UTC is already the next day in Taipei.
    expect(last7Days(LATE)).toEqual({ start: '2026-11-14T01:10', end: '2026-11-21T01:10' });
  });
});
