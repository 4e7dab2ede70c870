/**
 * What the user typed in each room and has not sent, kept while they switch rooms (and across
 * reloads of the tab, in session storage: a draft is never written to disk for good).
 */
const KEY = 'chat.drafts';
const drafts = new Map<string, string>(read());

function read(): [string, string][] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function getDraft(code: string): string {
  return drafts.get(code) ?? '';
}

export function setDraft(code: string, text: string): void {
  if (text) drafts.set(code, text);
  else drafts.delete(code);
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...drafts]));
  } catch {
    // Storage unavailable: the draft lives in memory for this tab.
  }
}
