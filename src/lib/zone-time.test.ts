import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_TZ } from './dates';
import { zoneOffset } from './zone-time';

/** The wall time of an instant in a zone, by a formatter of another kind (Swedish dates are ISO-like). */
function wallTime(instant: number, zone: string): string {
  return new Date(instant)
    .toLocaleString('sv-SE', { timeZone: zone, hourCycle: 'h23' })
    .replace(/\u2212/g, '-')
    .replace(',', '');
}

// Zones with daylight saving on either side of the equator, half- and quarter-hour offsets, a
// half-hour daylight shift (Lord Howe), the platform's and the far side of the date line.
const ZONES = [
  PLATFORM_TZ,
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
];
const START = Date.UTC(2025, 0, 1);
// Every 29 hours 13 minutes 17.25 seconds over two years: every hour of the day, both daylight changes.
const STEP = ((29 * 60 + 13) * 60 + 17.25) * 1000;
const INSTANTS = Array.from({ length: Math.floor((730 * 86_400_000) / STEP) }, (_, i) => START + i * STEP);

describe('tz() from one formatter per zone', () => {
  it.each(ZONES)('shows the wall time of %s for every instant, the instant unchanged', (zone) => {
    for (const instant of INSTANTS) {
      const converted = dayjs(instant).tz(zone);
      expect(converted.format('YYYY-MM-DD HH:mm:ss')).toBe(wallTime(instant, zone));
      expect(converted.valueOf()).toBe(instant);
      expect(converted.utcOffset()).toBe(zoneOffset(instant, zone));
    }
  });

  it('crosses a daylight change an hour at a time', () => {
    // New York's clocks went from 01:59:59 EST to 03:00:00 EDT on 9 March 2025 (07:00 UTC).
    const change = Date.UTC(2025, 2, 9, 7);
    expect(
      dayjs(change - 1000)
        .tz('America/New_York')
        .format('HH:mm:ss Z'),
    ).toBe('01:59:59 -05:00');
    expect(dayjs(change).tz('America/New_York').format('HH:mm:ss Z')).toBe('03:00:00 -04:00');
  });

  it('starts the day in the zone, not in the machine’s', () => {
    const instant = Date.UTC(2025, 5, 30, 20, 30); // 04:30 on 1 July in Taipei
    expect(dayjs(instant).tz('Asia/Taipei').startOf('day').format('YYYY-MM-DD HH:mm Z')).toBe(
      '2025-07-01 00:00 +08:00',
    );
  });

  it('leaves the date it converts as it was', () => {
    const source = dayjs(Date.UTC(2025, 5, 30, 20, 30));
    const before = source.format();
    source.tz('Asia/Kathmandu');
    expect(source.format()).toBe(before);
    expect(source.utcOffset()).toBe(dayjs(Date.UTC(2025, 5, 30, 20, 30)).utcOffset());
  });

  it('keeps the local time when asked, as dayjs does', () => {
    const kept = dayjs.utc('2025-07-01 09:15').tz('Asia/Taipei', true);
    expect(kept.format('YYYY-MM-DD HH:mm Z')).toBe('2025-07-01 09:15 +08:00');
  });
});
