import { useEffect, useState, type RefObject } from 'react';

/** What counts as a control the floating button must never sit on. */
const CONTROL =
  'a[href],button,input,select,textarea,summary,[role="button"],[role="link"],[role="tab"],[role="checkbox"],[tabindex]:not([tabindex="-1"])';

/**
 * True while the floating element at `ref` lies over any control of the page (the table's Next page
 * button, a row's action, a form's Save...). The button steps aside rather than moving, because
 * whatever place it moves to, some page can have a control there: looking under it works on every
 * page, including ones written later, without each one having to declare its bottom controls.
 * Checked once per frame while scrolling or resizing, only while the element is shown.
 */
export function useCoversControl(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active || typeof document.elementsFromPoint !== 'function') {
      setCovers(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
        [r.left + r.width / 2, r.top + r.height / 2],
      ] as const;
      setCovers(
        points.some(([x, y]) =>
          document.elementsFromPoint(x, y).some((node) => !el.contains(node) && node.closest(CONTROL) !== null),
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active, ref]);
  return covers;
}
