import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';

const MARKS = /\p{M}/gu;

/**
 * Folds text for matching across scripts: NFKD (so full-width Latin and compatibility forms fold to
 * their plain letters), combining marks removed (so "café" matches "cafe" and Vietnamese tones do not
 * matter), then lower case. Works one code point at a time so that every folded character can be
 * traced back to the character it came from.
 */
export function foldForSearch(text: string): string {
  return fold(text).folded;
}

function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = char.normalize('NFKD').replace(MARKS, '').toLocaleLowerCase();
    folded += part;
    for (let i = 0; i < part.length; i++) origin.push(index);
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The words of a query, folded; spaces of any script separate them. */
export function queryWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/u).filter(Boolean);
}

const FIELDS = ['title', 'memo', 'content'] as const;
type Field = (typeof FIELDS)[number];
/** A word found in the title counts more than in the memo, which counts more than in the content. */
const WEIGHT: Record<Field, number> = { title: 4, memo: 2, content: 1 };

export type TemplateMatch = { template: MessageTemplate; score: number };

/**
 * Templates whose title, memo or content hold every word of the query (each word may be in a
 * different field). Matching is by substring, not by word start, because Thai and Chinese are
 * written without spaces. Best first: words found in titles, then memos, then contents; a title
 * that starts with the first word comes before one that only contains it; ties keep the list's order.
 * An empty query gives every template in the list's order.
 */
export function searchTemplates(templates: readonly MessageTemplate[], query: string): MessageTemplate[] {
  const words = queryWords(query);
  if (words.length === 0) return [...templates];
  const matches: TemplateMatch[] = [];
  for (const template of templates) {
    const folded = FIELDS.map((field) => [field, foldForSearch(template[field])] as const);
    let score = 0;
    let all = true;
    for (const word of words) {
      const best = Math.max(0, ...folded.filter(([, text]) => text.includes(word)).map(([field]) => WEIGHT[field]));
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    if (!all) continue;
    const [title] = folded;
    if (title && words[0] && title[1].startsWith(words[0])) score += 1;
    matches.push({ template, score });
  }
  return matches.sort((a, b) => b.score - a.score).map((m) => m.template);
}

export type TextPart = { text: string; match: boolean };

/** Splits text into the parts that match a query word and the rest, for highlighting. */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const { folded, origin } = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const end = origin[at + word.length] ?? text.length;
      for (let i = origin[at] ?? end; i < end; i++) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const match = marked[i] === true;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  }
  return parts;
}
