import { drawnIcon, type IconProps } from './outline';

// In a file of its own: the sign-in page's spinner brings only its ring, not the kit's other icons.
export { SpinnerIcon } from './spinner-icon';

/** The search magnifier of the command palette and its button (20-unit grid). */
export const SearchSmallIcon = drawnIcon('0 0 20 20', { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8 }, [
  <circle cx="9" cy="9" r="6" />,
  <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />,
]);

/** A column's sort arrows; the one of the current direction is coloured. */
export function SortIcon({
  direction,
  ...props
}: Omit<IconProps, 'direction'> & { direction?: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" {...props}>
      <path d="M6 2 2 6.5h8z" className={direction === 'asc' ? 'fill-primary-700' : 'fill-slate-400'} />
      <path d="M6 14 2 9.5h8z" className={direction === 'desc' ? 'fill-primary-700' : 'fill-slate-400'} />
    </svg>
  );
}

/** The empty table's lines. */
export const EmptyRowsIcon = drawnIcon('0 0 24 24', {}, [
  <path d="M4 7h16M4 12h16M4 17h9" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />,
]);

/** An "i" in a circle, before a notice. */
export const InfoIcon = drawnIcon('0 0 24 24', { fill: 'none', stroke: 'currentColor', strokeWidth: 2 }, [
  <circle cx="12" cy="12" r="9" />,
  <path d="M12 11v5M12 8h.01" strokeLinecap="round" />,
]);

/** A page with a folded corner and two lines, for a document still to come. */
export const DocumentIcon = drawnIcon('0 0 24 24', { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 }, [
  <path d="M7 3h7l5 5v13H7z" strokeLinejoin="round" />,
  <path d="M14 3v5h5M10 13h6M10 17h6" strokeLinecap="round" />,
]);
