/**
 * Where a key moves the focus in the data grid (the WAI-ARIA grid pattern), as a pure function of the
 * active cell and the grid's size. Row -1 is the header row (absent in the narrow card layout, where
 * the titles are hidden); rows 0… are the page's rows.
 */
export type GridCell = { row: number; col: number };
export type GridSize = { rows: number; cols: number; header: boolean; pageRows: number };

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** The cell a key moves to, or null when the key is not the grid's. `rtl` swaps Left and Right. */
export function nextCell(
  at: GridCell,
  key: { key: string; ctrlKey: boolean; metaKey: boolean },
  size: GridSize,
  rtl = false,
): GridCell | null {
  const first = size.header ? -1 : 0;
  const last = size.rows - 1;
  const lastCol = size.cols - 1;
  const ctrl = key.ctrlKey || key.metaKey;
  const by = (rows: number, cols: number) => ({
    row: clamp(at.row + rows, first, Math.max(last, first)),
    col: clamp(at.col + cols, 0, lastCol),
  });
  switch (key.key) {
    case 'ArrowUp':
      return by(-1, 0);
    case 'ArrowDown':
      return by(1, 0);
    case 'ArrowLeft':
      return by(0, rtl ? 1 : -1);
    case 'ArrowRight':
      return by(0, rtl ? -1 : 1);
    case 'Home':
      return ctrl ? { row: first, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: Math.max(last, first), col: lastCol } : { row: at.row, col: lastCol };
    // A page of rows at a time; the header is a stop of its own, not part of a page.
    case 'PageUp':
      return at.row <= 0
        ? { row: first, col: at.col }
        : { row: Math.max(0, at.row - Math.max(1, size.pageRows)), col: at.col };
    case 'PageDown':
      return by(at.row < 0 ? 1 : Math.max(1, size.pageRows), 0);
    default:
      return null;
  }
}

/** The active cell kept inside a grid that shrank (a search, a smaller page) or lost its header. */
export function clampCell(at: GridCell, size: Omit<GridSize, 'pageRows'>): GridCell {
  const first = size.header ? -1 : 0;
  return {
    row: clamp(at.row, first, Math.max(size.rows - 1, first)),
    col: clamp(at.col, 0, Math.max(size.cols - 1, 0)),
  };
}
