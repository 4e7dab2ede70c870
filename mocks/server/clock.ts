import { DISPLAY_TIME_FORMAT, platformNow } from '@/lib/dates';

/**
 * The time a new record is stamped with: a wall-clock string of the platform's zone, as the real
 * server stores it. The browser's own zone must not leak in, or a user east of the platform zone
 * would not find a transfer made a minute ago in the last-24-hours history (which is platform time).
 */
export function platformStamp(now: number | Date = Date.now()): string {
  return platformNow(now).format(DISPLAY_TIME_FORMAT);
}
