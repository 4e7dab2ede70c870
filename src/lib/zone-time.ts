import type { PluginFunc } from 'dayjs';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** How far a zone's clocks are from UTC at an instant, in minutes (east positive, as dayjs counts). */
export function zoneOffset(instant: number, zone: string): number {
  const wall: Record<string, number> = {};
  for (const { type, value } of formatIn(zone).formatToParts(instant)) wall[type] = Number(value);
  const asUtc = Date.UTC(wall.year!, wall.month! - 1, wall.day!, wall.hour! % 24, wall.minute!, wall.second!);
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / 60_000);
}

type WithTz = {
  tz(zone?: string, keepLocalTime?: boolean): WithTz;
  utc(): WithTz;
  utcOffset(minutes: number): WithTz;
  valueOf(): number;
  isValid(): boolean;
  $x: Record<string, unknown>;
};

/**
 * dayjs's tz() (after its timezone plugin) from one formatter per zone. The plugin's own tz() formats
 * the date with toLocaleString and a time zone on every call, which builds a new formatter each time
 * (about a tenth of a millisecond): the demo backend's seed spent most of its 35 ms there, and every
 * list of times pays it once per row. The instant, the offset and the zone it returns are the same;
 * keeping the local time, and offsets of a quarter of an hour or less (which dayjs would read as
 * hours), go to the plugin's own.
 */
export const zoneTime: PluginFunc = (_options, Dayjs) => {
  const proto = Dayjs.prototype as unknown as WithTz;
  const original = proto.tz;
  proto.tz = function tz(this: WithTz, zone?: string, keepLocalTime?: boolean) {
    if (zone === undefined || keepLocalTime || !this.isValid()) return original.call(this, zone, keepLocalTime);
    const offset = zoneOffset(this.valueOf(), zone);
    if (offset !== 0 && Math.abs(offset) <= 16) return original.call(this, zone, keepLocalTime);
    const converted = offset === 0 ? this.utc() : this.utcOffset(offset);
    converted.$x.$timezone = zone;
    return converted;
  };
};
