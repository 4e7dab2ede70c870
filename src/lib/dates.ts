import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { env } from '@/config/env';
import { zoneTime } from './zone-time';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(zoneTime);

/**
 * The platform's time zone (VITE_PLATFORM_TZ, default Asia/Taipei). The server stores and filters
 * times as wall-clock strings of this zone, so every time the user sees or sends is in it, whatever
 * the browser's own zone is.
 */
export const PLATFORM_TZ = env.platformTz;

/** start_time / end_time of the history calls: the spec sends whole minutes (":00" seconds). */
export const REQUEST_TIME_FORMAT = 'YYYY-MM-DD HH:mm:00';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Value format of <input type="datetime-local">. */
export const INPUT_DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm';

export const REQUEST_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const INPUT_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** "Now" on the platform's wall clock. */
export function platformNow(now: number | Date = Date.now(), tz = PLATFORM_TZ): Dayjs {
  return dayjs(now).tz(tz);
}

/** Reads a wall-clock value ("YYYY-MM-DD HH:mm[:ss]" or "YYYY-MM-DDTHH:mm") as platform time. */
export function parsePlatformTime(value: string, tz = PLATFORM_TZ): Dayjs | null {
  const text = value.trim().replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(text)) return null;
  const parsed = dayjs.tz(text, tz);
  return parsed.isValid() ? parsed : null;
}

/** A datetime-local input value as the request format "YYYY-MM-DD HH:mm:00"; '' when not a date-time. */
export function toRequestTime(inputValue: string): string {
  if (!INPUT_DATETIME_PATTERN.test(inputValue)) return '';
  return `${inputValue.slice(0, 10)} ${inputValue.slice(11, 16)}:00`;
}

export function isValidDate(value: string): boolean {
  return DATE_PATTERN.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

export function isValidRequestTime(value: string): boolean {
  if (!REQUEST_TIME_PATTERN.test(value)) return false;
  const d = dayjs(value.replace(' ', 'T'));
  return d.isValid() && d.format(REQUEST_TIME_FORMAT) === value;
}

/**
 * A time from the server for display. Plain wall-clock strings are already platform time and are
 * shown as they are; values with a zone (ISO with Z or an offset) are converted to the platform zone.
 */
export function formatPlatformTime(value: string | null | undefined, tz = PLATFORM_TZ): string {
  if (!value) return '';
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T')) {
    const d = dayjs(value);
    return d.isValid() ? d.tz(tz).format(DISPLAY_TIME_FORMAT) : value;
  }
  return value;
}

/**
 * A stamp's leading date part with slashes instead of dashes: 'YYYY-MM-DD HH:mm:ss' becomes
 * 'YYYY/MM/DD HH:mm:ss' and 'MM-DD HH:mm' 'MM/DD HH:mm' (chat spec section 9: received-message
 * times). The time part and any text that does not start with a date stay as they are.
 */
export function slashDate(value: string): string {
  return value.replace(/^(\d{4}-)?\d{2}-\d{2}(?=$|[ T])/, (date) => date.replaceAll('-', '/'));
}

export type DateTimeRange = { start: string; end: string };

/** History default (spec section 9): the last 24 hours ending now, as datetime-local values. */
export function last24Hours(now: number | Date = Date.now(), tz = PLATFORM_TZ): DateTimeRange {
  const end = platformNow(now, tz);
  return { start: end.subtract(24, 'hour').format(INPUT_DATETIME_FORMAT), end: end.format(INPUT_DATETIME_FORMAT) };
}

/**
 * The shared search form's default (backoffice spec section 9): the last 7 days ending now, as
 * datetime-local values (the chat's audit flow).
 */
export function last7Days(now: number | Date = Date.now(), tz = PLATFORM_TZ): DateTimeRange {
  const end = platformNow(now, tz);
  return { start: end.subtract(7, 'day').format(INPUT_DATETIME_FORMAT), end: end.format(INPUT_DATETIME_FORMAT) };
}

/** SR02 default (spec section 9): yesterday to today, dates only. */
export function yesterdayToToday(now: number | Date = Date.now(), tz = PLATFORM_TZ): DateTimeRange {
  const today = platformNow(now, tz);
  return { start: today.subtract(1, 'day').format(DATE_FORMAT), end: today.format(DATE_FORMAT) };
}

export const RANGE_PRESETS = ['today', 'yesterday', 'last7Days'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

function presetDays(preset: RangePreset, now: number | Date, tz: string): { from: Dayjs; to: Dayjs } {
  const today = platformNow(now, tz).startOf('day');
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: today.subtract(1, 'day'), to: today.subtract(1, 'day') };
    case 'last7Days':
      // Seven calendar days including today.
      return { from: today.subtract(6, 'day'), to: today };
  }
}

/** A preset as a date range (SR02). */
export function presetDateRange(preset: RangePreset, now: number | Date = Date.now(), tz = PLATFORM_TZ): DateTimeRange {
  const { from, to } = presetDays(preset, now, tz);
  return { start: from.format(DATE_FORMAT), end: to.format(DATE_FORMAT) };
}

/** A preset as whole days of datetime-local values, 00:00 to 23:59 (history). */
export function presetDateTimeRange(
  preset: RangePreset,
  now: number | Date = Date.now(),
  tz = PLATFORM_TZ,
): DateTimeRange {
  const { from, to } = presetDays(preset, now, tz);
  return { start: from.format(INPUT_DATETIME_FORMAT), end: to.hour(23).minute(59).format(INPUT_DATETIME_FORMAT) };
}
