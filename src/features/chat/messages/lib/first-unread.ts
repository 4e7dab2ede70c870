/**
 * Where a room opens when it has unread messages: the first unread is `unread` places from the end
 * of the messages loaded on entering. When more are unread than were loaded, the oldest loaded one
 * is the first the user can read, and the divider goes above it. Null when nothing is unread.
 */
export function firstUnreadIndex(loaded: number, unread: number): number | null {
  if (loaded <= 0 || !Number.isFinite(unread) || unread <= 0) return null;
  return Math.max(0, loaded - Math.floor(unread));
}
