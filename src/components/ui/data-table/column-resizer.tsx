import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_WIDTH, MIN_WIDTH, WIDTH_STEP } from './column-layout';

type ColumnResizerProps = {
  label: string;
  /** The width set, or none while the column takes its content's width. */
  width: number | undefined;
  onResize: (px: number) => void;
  /** Given the header cell, whose column is to fit its content. */
  onFit: (header: HTMLElement) => void;
};

/**
 * The header's end edge: drag it to resize, double-click it (or Enter) to fit the content, arrows
 * when focused (the ARIA window-splitter pattern).
 */
export function ColumnResizer({ label, width, onResize, onFit }: ColumnResizerProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const edge = useRef<HTMLDivElement>(null);
  // A column without a set width takes its content's: the splitter reports that width as its value.
  // The observer writes it straight to the element. Reading the width after each render forced a
  // layout on every keystroke of a search, and a state per header drew the head again after each.
  // React leaves the attribute alone while the value it rendered (the set width, or none) stays.
  const fixed = width !== undefined;
  useEffect(() => {
    const el = edge.current;
    const cell = el?.parentElement;
    if (fixed || !el || !cell || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      el.setAttribute('aria-valuenow', String(Math.round(cell.getBoundingClientRect().width) || MIN_WIDTH)),
    );
    observer.observe(cell);
    return () => observer.disconnect();
  }, [fixed]);
  const current = (el: HTMLElement) => width ?? (el.parentElement?.getBoundingClientRect().width || MIN_WIDTH);
  const start = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, width: current(e.currentTarget) };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(drag.current.width + e.clientX - drag.current.x);
  };
  const fit = (el: HTMLElement) => el.parentElement && onFit(el.parentElement);
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? WIDTH_STEP : e.key === 'ArrowLeft' ? -WIDTH_STEP : 0;
    if (step) onResize(current(e.currentTarget) + step);
    else if (e.key === 'Enter') fit(e.currentTarget);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    // A focusable separator with a value is interactive (WAI-ARIA window splitter); the lint rule knows it not.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      ref={edge}
      aria-valuenow={Math.round(width ?? MIN_WIDTH)}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      // Reached inside its header cell (Enter, then the arrows), not by Tab: the grid is one tab stop.
      tabIndex={-1}
      draggable={false}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onDoubleClick={(e) => fit(e.currentTarget)}
      onKeyDown={keys}
      className="hover:bg-primary-300 absolute inset-y-0 end-0 z-10 w-1.5 cursor-col-resize touch-none rounded-sm focus-visible:bg-primary-500 focus-visible:outline-none"
    />
  );
}
