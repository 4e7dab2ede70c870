import type { IconProps } from './outline';

type Stroke = { width?: number; cap?: 'round'; join?: 'round' };

/** An icon drawing one stroked path on a 20-unit grid, the kit's small line look. */
const lineIcon = (d: string, { width = 2, cap, join }: Stroke = {}) =>
  function Icon(props: IconProps) {
    return (
      <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props}>
        <path d={d} stroke="currentColor" strokeWidth={width} strokeLinecap={cap} strokeLinejoin={join} />
      </svg>
    );
  };

const round = { cap: 'round' } as const;

// The kit's menus, panels, tables and dialogs.
export const ChevronDownSmallIcon = lineIcon('m5 8 5 5 5-5', round);
export const ChevronLeftSmallIcon = lineIcon('M12 4 6 10l6 6', round);
export const ChevronRightSmallIcon = lineIcon('m8 4 6 6-6 6', round);
export const ColumnsIcon = lineIcon('M3 4h14M3 10h14M3 16h14', round);
export const CloseSmallIcon = lineIcon('M5 5l10 10M15 5L5 15', round);
export const CalendarIcon = lineIcon(
  'M6 2v3M14 2v3M3 8h14M4 4h12a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1z',
  { width: 1.5 },
);

// The chat room: its header, its list and its composer.
export const CloseThinIcon = lineIcon('m5 5 10 10M15 5 5 15', { width: 1.8, cap: 'round' });
export const ArrowDownSmallIcon = lineIcon('M10 4v11m0 0-4.5-4.5M10 15l4.5-4.5', round);
export const AuditFlowIcon = lineIcon('M3 16V4m0 12h14M6 12l3-3 3 2 4-5', { width: 1.6, cap: 'round', join: 'round' });
export const BankIcon = lineIcon('M3 8h14M4 8v7m4-7v7m4-7v7m4-7v7M2.5 16.5h15M10 3l7 4H3z', {
  width: 1.5,
  join: 'round',
});
export const NotebookSmallIcon = lineIcon(
  'M5 2.5h9.5v15H5a1.5 1.5 0 0 1-1.5-1.5V4A1.5 1.5 0 0 1 5 2.5zM7 6.5h5M7 9.5h5',
  { width: 1.5, cap: 'round', join: 'round' },
);
export const TemplatesToolIcon = lineIcon('M4 3.5h12v13H4zM7 7h6M7 10h6M7 13h3.5', { width: 1.6, cap: 'round' });
