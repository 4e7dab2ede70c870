import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DISPLAY_TIME_FORMAT } from '@/lib/dates';

dayjs.extend(utc);

/**
 * Template times are shifted by plus 8 hours (chat spec section 2). Unlike the rest of the API,
 * whose times are already wall-clock strings of the platform's zone (src/lib/dates.ts), the
 * template service stamps created_at and updated_at with the server's UTC clock, and the platform
 * shows UTC+8. The shift is the spec's fixed 8 hours rather than PLATFORM_TZ: it is a property of
 * that service, not of the viewer's settings. A value with its own zone (ISO with Z or an offset)
 * is read in that zone; text that is not a time is shown as it came.
 */
export const TEMPLATE_TIME_SHIFT_HOURS = 8;

export function templateTime(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) && trimmed.includes('T');
  if (!zoned && !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed)) return value;
  const time = zoned ? dayjs(trimmed).utc() : dayjs.utc(trimmed.replace(' ', 'T'));
  return time.isValid() ? time.add(TEMPLATE_TIME_SHIFT_HOURS, 'hour').format(DISPLAY_TIME_FORMAT) : value;
}
