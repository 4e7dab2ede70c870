/**
 * The tab's title, from two owners that change it independently: the page being shown (its name and
 * the app's) and an optional count in front of it (the chat's unread total). Each sets its part and
 * the title is written from both, so neither has to remember what the other wrote.
 */
let page: string | null = null;
let count: ((title: string) => string) | null = null;
// The document's own title (index.html's), for a count shown before any page has named itself.
let initial: string | null = null;

function write() {
  initial ??= document.title;
  const title = page ?? initial;
  const next = count ? count(title) : title;
  // Each write is sent to the browser's interface, even an unchanged one.
  if (document.title !== next) document.title = next;
}

/** The page's part: its name and the app's, already translated. */
export function setPageTitle(title: string): void {
  page = title;
  write();
}

/** The count in front of the page's part; null takes it away. */
export function setTitleCount(format: ((title: string) => string) | null): void {
  count = format;
  write();
}
