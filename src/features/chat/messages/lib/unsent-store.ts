import { z } from 'zod';

/**
 * The staff user's messages that the server has not confirmed, kept in the browser so that a reload
 * or a crash does not lose them: the member would never get them and the user would not know.
 *
 * One list per signed-in user (`unsentName(userId)`), never read under another user's id, and gone
 * with the session (sign-out and code 9998 clear the browser's storage, see lib/storage.ts). An entry
 * is written when the message is written (as `sending`, so a crash mid-send keeps it) and again when
 * it fails; it is removed when the server confirms it or the user deletes it.
 *
 * Pictures are kept only when small (`IMAGE_KEEP_LIMIT`): a redrawn photo is a data URL of up to a few
 * hundred kB, and the browser gives the whole site about 5 MB of storage, shared with the session and
 * the demo's data. A larger picture still shows as not sent until the reload; after it, it is gone.
 */

export const unsentEntrySchema = z.object({
  key: z.string().min(1),
  code: z.string().min(1),
  type: z.union([z.literal(1), z.literal(2)]),
  content: z.string(),
  created_at: z.string(),
  /** The newest confirmed message_id when it was written: its server copy can only be newer. */
  after: z.number().int().nonnegative(),
  /** `sending` when the page went away mid-send: the outcome is unknown until the room is read again. */
  state: z.enum(['sending', 'failed']),
});
export type UnsentEntry = z.infer<typeof unsentEntrySchema>;

/** About 256 kB of text: a small or simple picture; a photo is not kept. */
export const IMAGE_KEEP_LIMIT = 256 * 1024;

export const unsentName = (userId: string) => `chat.unsent.${userId}`;

/** What is stored, read leniently: anything unreadable is dropped, never shown half-read. */
export function parseUnsent(raw: string | null): UnsentEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = unsentEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const keepable = (entry: UnsentEntry) => entry.type === 1 || entry.content.length <= IMAGE_KEEP_LIMIT;

/** The room's entries in the order they were written. */
export const roomUnsent = (list: readonly UnsentEntry[], code: string) => list.filter((e) => e.code === code);

/**
 * The stored list after a room's change: entries this page knows (`known` keys) that are no longer
 * outgoing are dropped (sent or deleted); the room's current entries are updated in place or added
 * at the end. Entries this page never knew (another tab's, another room's) are left as they are.
 */
export function updateRoom(
  list: readonly UnsentEntry[],
  code: string,
  current: readonly UnsentEntry[],
  known: ReadonlySet<string>,
): UnsentEntry[] {
  const now = new Map(current.filter(keepable).map((e) => [e.key, e]));
  const kept = list.flatMap((e) => {
    if (e.code !== code) return [e];
    const update = now.get(e.key);
    if (update) {
      now.delete(e.key);
      return [update];
    }
    return known.has(e.key) ? [] : [e];
  });
  return [...kept, ...now.values()];
}

/** The same list without pictures, for when the browser refuses to store more. */
export const textsOnly = (list: readonly UnsentEntry[]) => list.filter((e) => e.type === 1);

/**
 * The room's failed messages that another tab of the same user sent or deleted meanwhile: this page
 * kept them (`known`) and the stored list no longer holds them. Left here they would show beside the
 * server's copy, and a Retry would send them twice. Pictures are left out (a large one is never stored).
 */
export function goneElsewhere(
  failed: readonly { key: string; type: number }[],
  known: ReadonlySet<string>,
  stored: readonly UnsentEntry[],
): Set<string> {
  const held = new Set(stored.map((e) => e.key));
  return new Set(failed.filter((o) => o.type === 1 && known.has(o.key) && !held.has(o.key)).map((o) => o.key));
}
