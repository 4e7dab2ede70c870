/**
 * Finding text in a room's messages, ignoring case and accents. Each message is folded once
 * (`foldText`) and the folded text remembers, for each of its characters, where it came from, so a
 * match found in the folded text is highlighted on the message's own characters.
 *
 * Folding decomposes each character (NFD), drops the combining diacritical marks (the accents of
 * Latin, Greek, Cyrillic and Vietnamese letters) and lowercases. The vowel signs and marks of Tamil,
 * Thai, Burmese and Bengali are kept: they are letters of those words, not accents, and dropping
 * them would make different words match. Scripts without case (these and Chinese) match as written.
 */

// The combining diacritical marks blocks (U+0300-036F, 1AB0-1AFF, 1DC0-1DFF, 20D0-20FF, FE20-FE2F).
const isAccent = (code: number) =>
  (code >= 0x300 && code <= 0x36f) ||
  (code >= 0x1ab0 && code <= 0x1aff) ||
  (code >= 0x1dc0 && code <= 0x1dff) ||
  (code >= 0x20d0 && code <= 0x20ff) ||
  (code >= 0xfe20 && code <= 0xfe2f);

function fold(text: string): string {
  let out = '';
  // Lowercased first: a capital may lowercase to a letter and an accent (İ), which then goes too.
  for (const char of text.toLowerCase().normalize('NFD')) if (!isAccent(char.codePointAt(0)!)) out += char;
  return out;
}

export type FoldedText = {
  folded: string;
  /** Where each folded character's source starts in the message text; null when it is the same place. */
  starts: Int32Array | null;
  /** Where it ends, past any accents that were dropped after it; null when it is the next place. */
  ends: Int32Array | null;
};

// Printable ASCII and line breaks: lowercasing keeps every character where it is.
const NOT_PLAIN = /[^\t\n\r\x20-\x7e]/;

// Plain ASCII, most of a chat's text, needs only lowercasing.
const foldChar = (char: string) => (char.charCodeAt(0) < 0x80 ? char.toLowerCase() : fold(char));

/** The folded form of a query: compared with `FoldedText.folded`. */
export const foldQuery = (query: string) => fold(query);

export function foldText(text: string): FoldedText {
  if (!NOT_PLAIN.test(text)) return { folded: text.toLowerCase(), starts: null, ends: null };
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    const part = foldChar(char);
    if (part === '') {
      // An accent written apart from its letter: it belongs to the letter before.
      if (ends.length > 0) ends[ends.length - 1] = end;
    }
    for (let i = 0; i < part.length; i++) {
      folded += part[i];
      starts.push(at);
      ends.push(end);
    }
    at = end;
  }
  return { folded, starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

/** A match in a message's own text: [start, end). */
export type TextRange = { start: number; end: number };

/** Every non-overlapping match of a folded query in a folded text, on the text's own characters. */
export function findInFolded(text: FoldedText, query: string): TextRange[] {
  if (query === '') return [];
  const found: TextRange[] = [];
  let from = text.folded.indexOf(query);
  while (from !== -1) {
    const last = from + query.length - 1;
    found.push({ start: text.starts ? text.starts[from]! : from, end: text.ends ? text.ends[last]! : last + 1 });
    from = text.folded.indexOf(query, from + query.length);
  }
  return found;
}

/** A message's text cut at its matches, for drawing each match as a mark. */
export type TextPart = { text: string; match: number | null };

/** The text in pieces: plain ones (`match` null) and matches (`match` = its place among `ranges`). */
export function splitAtMatches(text: string, ranges: readonly TextRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  ranges.forEach((range, i) => {
    if (range.start > at) parts.push({ text: text.slice(at, range.start), match: null });
    parts.push({ text: text.slice(range.start, range.end), match: i });
    at = range.end;
  });
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: null });
  return parts;
}
