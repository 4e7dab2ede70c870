/**
 * Matching of the command palette: case- and accent-insensitive (NFKD, marks removed, lower case),
 * so "jose" finds "José" and "PLAYER" finds "player01". Every word of the query must be found in
 * one of the item's terms; items rank by how well their words matched (whole term, start of the
 * term, start of a word inside it, anywhere), then keep their given order.
 */

/** A text reduced to what a search compares: decomposed, without combining marks, lower case. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type Searchable = {
  /** What the item is found by (label, username, nickname ...). */
  terms: readonly string[];
};

/** An item with its terms folded once, so a keystroke over 50,000 accounts only compares. */
export type Prepared<T> = { item: T; folded: string[] };

export function prepareSearch<T extends Searchable>(items: readonly T[]): Prepared<T>[] {
  return items.map((item) => ({ item, folded: item.terms.map(foldText).filter(Boolean) }));
}

const EXACT = 0;
const PREFIX = 1;
const WORD_START = 2;
const INSIDE = 3;
const NONE = -1;

function wordScore(word: string, term: string): number {
  if (term === word) return EXACT;
  if (term.startsWith(word)) return PREFIX;
  const at = term.indexOf(word);
  if (at < 0) return NONE;
  // A word inside the term counts more when it starts one of the term's own words.
  return /[\s._@-]/.test(term[at - 1] ?? '') || term.includes(` ${word}`) ? WORD_START : INSIDE;
}

/** The item's score for the query's words (lower is better), or null when one word is not found. */
export function scoreTerms(words: readonly string[], folded: readonly string[]): number | null {
  let total = 0;
  for (const word of words) {
    let best = NONE;
    for (const term of folded) {
      const s = wordScore(word, term);
      if (s !== NONE && (best === NONE || s < best)) best = s;
      if (best === EXACT) break;
    }
    if (best === NONE) return null;
    total += best;
  }
  return total;
}

/** The query's words, folded. */
export const queryWords = (query: string): string[] => foldText(query).split(' ').filter(Boolean);

/**
 * The best `limit` items for `query`, best first, ties in their given order. An empty query keeps
 * the first `limit` items as given.
 */
export function searchPrepared<T>(prepared: readonly Prepared<T>[], query: string, limit: number): T[] {
  const words = queryWords(query);
  if (words.length === 0) return prepared.slice(0, limit).map((p) => p.item);
  const hits: { item: T; score: number; index: number }[] = [];
  prepared.forEach((p, index) => {
    const score = scoreTerms(words, p.folded);
    if (score !== null) hits.push({ item: p.item, score, index });
  });
  hits.sort((a, b) => a.score - b.score || a.index - b.index);
  return hits.slice(0, limit).map((h) => h.item);
}
