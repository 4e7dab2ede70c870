/**
 * The search typed after '/' when the whole text box is one line starting with '/', else null.
 * A second line ends the search (the user is writing a message, not looking for a template).
 */
export function slashQuery(draft: string): string | null {
  return /^\/[^\n]*$/.test(draft) ? draft.slice(1) : null;
}

/**
 * `text` put in place of the selection [start, end) of `value`, with where the caret goes after it.
 * Like typing or pasting into a box with a maximum length, the inserted text is cut to what fits.
 */
export function insertText(value: string, start: number, end: number, text: string, maxLength = Infinity) {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  const room = Math.max(0, maxLength - (value.length - (to - from)));
  let fits = '';
  for (const char of text) {
    if (fits.length + char.length > room) break;
    fits += char;
  }
  return { value: value.slice(0, from) + fits + value.slice(to), caret: from + fits.length };
}

/** The partner's nickname: the newest one a message from the other side carries. */
export function partnerNickname(messages: readonly { is_self: number; nickname: string }[]): string {
  const newest = messages.findLast((m) => m.is_self !== 1 && m.nickname.trim() !== '');
  return newest?.nickname.trim() ?? '';
}
