import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { last24Hours, PLATFORM_TZ, toRequestTime } from '@/lib/dates';
import { db } from '../db/store';
import { signInAs } from './story-session';
import { platformStamp } from './clock';

// Run under far-apart zones as well: TZ=Asia/Tokyo and TZ=America/Los_Angeles npx vitest run <this file>.
describe('platformStamp', () => {
  it('writes the platform wall clock, whatever the zone of the machine', () => {
    const instant = Date.UTC(2026, 0, 1, 23, 30, 15);
    const expected = new Intl.DateTimeFormat('sv-SE', {
      timeZone: PLATFORM_TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    expect(platformStamp(instant)).toBe(expected);
  });

  it('a transfer made now is found in the last-24-hours history', async () => {
    signInAs(1);
    await apiCall('api/user/transaction', { id: 100, amount: '7', remark: 'just now' });
    const range = last24Hours();
    const answer = await apiCall('api/transaction/list', {
      username: '',
      start_time: toRequestTime(range.start),
      end_time: toRequestTime(range.end),
      page: 1,
      per_page: 1000,
    });
    const rows = answer.data as { remark: string }[];
    expect(db.state.transactions[0]?.remark).toBe('just now');
    expect(rows.map((r) => r.remark)).toContain('just now');
  });
});
