/** A page of older history as the room's paging reads it. */
export type OlderPage<M> = { messages: readonly M[]; hasOlder: boolean };

export type SearchOlderOutcome<T> =
  { outcome: 'found'; target: T } | { outcome: 'start' } | { outcome: 'cancelled' } | { outcome: 'failed' };

type SearchOlderOptions<M, T> = {
  /** Reads the next older page; what it reads joins the room's log and stays there. */
  loadPage: () => Promise<OlderPage<M>>;
  /** Whether the room has older history than it holds. */
  hasOlder: boolean;
  /** The match to go to in a page (the newest one), or null when the page has none. */
  findIn: (messages: readonly M[]) => T | null;
  signal: AbortSignal;
  /** How many older messages have been searched so far. */
  onProgress?: (searched: number) => void;
};

/**
 * Pages back through a room's history, one page at a time, until a page holds a match or the start
 * of the room is reached. Cancelling stops it before the next page; the pages read stay loaded.
 */
export async function searchOlder<M, T>({
  loadPage,
  hasOlder,
  findIn,
  signal,
  onProgress,
}: SearchOlderOptions<M, T>): Promise<SearchOlderOutcome<T>> {
  let searched = 0;
  let more = hasOlder;
  while (more) {
    if (signal.aborted) return { outcome: 'cancelled' };
    let page: OlderPage<M>;
    try {
      page = await loadPage();
    } catch {
      return signal.aborted ? { outcome: 'cancelled' } : { outcome: 'failed' };
    }
    if (signal.aborted) return { outcome: 'cancelled' };
    searched += page.messages.length;
    onProgress?.(searched);
    const target = findIn(page.messages);
    if (target !== null) return { outcome: 'found', target };
    more = page.hasOlder;
  }
  return { outcome: 'start' };
}
