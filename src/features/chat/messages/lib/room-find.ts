import { MESSAGE_TYPE } from '../schemas/message';
import { findInFolded, foldQuery, foldText, type FoldedText, type TextRange } from './find-text';

/** What finding needs of a message: only text messages are searched (not amounts or pictures). */
export type FindableMessage = { key: string; type: number; content: string };

/** One match in the room: the message (its key and place in the log) and where in its text. */
export type RoomMatch = { key: string; index: number; range: TextRange };

export const isFindable = (message: { type: number }) => message.type === MESSAGE_TYPE.text;

/**
 * Folded texts of a room's messages, kept between calls so a message is folded once, not once per
 * keystroke or per new message: a room of thousands of messages is then searched within a frame.
 */
export function createFoldCache() {
  let cache = new Map<string, { content: string; folded: FoldedText }>();
  return (messages: readonly FindableMessage[]): (FoldedText | null)[] => {
    const next = new Map<string, { content: string; folded: FoldedText }>();
    const out = messages.map((message) => {
      if (!isFindable(message)) return null;
      const kept = cache.get(message.key);
      const entry =
        kept && kept.content === message.content
          ? kept
          : { content: message.content, folded: foldText(message.content) };
      next.set(message.key, entry);
      return entry.folded;
    });
    cache = next;
    return out;
  };
}

/** Every match of `query` in the room, oldest message first. */
export function findInRoom(
  messages: readonly FindableMessage[],
  folded: readonly (FoldedText | null)[],
  query: string,
): RoomMatch[] {
  const q = foldQuery(query);
  if (q.trim() === '') return [];
  const matches: RoomMatch[] = [];
  folded.forEach((text, index) => {
    if (!text) return;
    const key = messages[index]!.key;
    for (const range of findInFolded(text, q)) matches.push({ key, index, range });
  });
  return matches;
}

/** The newest message of a page (oldest first) that holds `query`, or null (the search through older pages). */
export function newestMatch<M extends { type: number; content: string }>(
  messages: readonly M[],
  query: string,
): M | null {
  const q = foldQuery(query);
  if (q.trim() === '') return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (isFindable(m) && foldText(m.content).folded.includes(q)) return m;
  }
  return null;
}
