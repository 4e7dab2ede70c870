import { describe, expect, it } from 'vitest';
import { templateTime } from './template-time';

describe('templateTime', () => {
  it('shows the server UTC clock plus 8 hours, crossing midnight and month ends', () => {
    expect(templateTime('2026-11-20 03:04:05')).toBe('2026-11-20 11:04:05');
    expect(templateTime('2026-11-30 20:00:00')).toBe('2026-12-01 04:00:00');
    expect(templateTime('2026-12-31T23:30:00')).toBe('2027-01-01 07:30:00');
  });

  it('reads a value with its own zone in that zone', () => {
    expect(templateTime('2026-11-20T03:04:05Z')).toBe('2026-11-20 11:04:05');
    expect(templateTime('2026-11-20T11:04:05+08:00')).toBe('2026-11-20 11:04:05');
  });

  it('leaves empty or unreadable text as it came', () => {
    expect(templateTime('')).toBe('');
    expect(templateTime('soon')).toBe('soon');
  });
});
