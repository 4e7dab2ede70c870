// Scripts injected into the page before it loads: they time what the user sees, from inside the page.

/** Time of the first data row in the DOM, and of the frame after it (painted). */
export const firstRowsProbe = () => {
  window.__bench = { firstRowAt: null, paintedAt: null };
  const seen = () => document.querySelector('tbody tr[aria-rowindex]');
  const observer = new MutationObserver(() => {
    if (window.__bench.firstRowAt !== null || !seen()) return;
    window.__bench.firstRowAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__bench.paintedAt = performance.now()), 0));
  });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
};

/** Keystroke (keydown) to the filtered rows committed (a mark) and painted (the frame after). */
export const keystrokeProbe = (markName) => {
  window.__keys = [];
  let pending = null;
  document.addEventListener('keydown', () => (pending = performance.now()), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== markName || pending === null) continue;
      const started = pending;
      pending = null;
      const committed = entry.startTime;
      requestAnimationFrame(() =>
        setTimeout(
          () => window.__keys.push({ committed: committed - started, painted: performance.now() - started }),
          0,
        ),
      );
    }
  }).observe({ type: 'mark', buffered: false });
};
