/**
 * Runs `run` once the page has a moment to spare (at the latest after `timeout` ms), so work that can
 * wait never delays the next keystroke's paint. Returns a cancel.
 */
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}
