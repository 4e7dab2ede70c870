import { useState } from 'react';
import type { MessageView } from '../components/message-view';
import { firstUnreadIndex } from '../lib/first-unread';

/**
 * The first message unread when the room was entered, taken once, from the first messages the room
 * shows (before the read report clears the count): the divider stays above it until the room is
 * left, whatever arrives meanwhile. Messages kept unsent from before are the user's own and are not
 * counted. Null when nothing was unread.
 */
export function useFirstUnread(messages: readonly MessageView[], unreadOnEntering: () => number): string | null {
  const [captured, setCaptured] = useState<{ key: string | null } | null>(null);
  if (captured === null && messages.length > 0) {
    const loaded = messages.filter((m) => m.delivery === 'sent');
    const index = firstUnreadIndex(loaded.length, unreadOnEntering());
    const next = { key: index === null ? null : (loaded[index]?.key ?? null) };
    // Taken while rendering, so the list opens at the divider in the same frame as its first messages.
    setCaptured(next);
    return next.key;
  }
  return captured?.key ?? null;
}
