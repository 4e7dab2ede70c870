import { MENU_PATHS } from './menu-paths';
import { outlineIcon as icon, outlineSvg, type OutlineIconProps } from './outline';

// Drawn by the kit (the drawer's close, the language menu's globe and tick); listed here too so the
// shell's icon sheet shows every icon of the toolbar and sidebar in one place.
export { CheckIcon, CloseIcon, GlobeIcon } from './outline';

const PATHS: Record<string, string> = MENU_PATHS;

/** The menu's symbol by the name the server sends; unknown symbols get a dot. */
export function MenuSymbol({ symbol, ...props }: OutlineIconProps & { symbol: string }) {
  const d = PATHS[symbol];
  return <svg {...outlineSvg(props)}>{d ? <path d={d} /> : <circle cx="12" cy="12" r="3" />}</svg>;
}

export const ChevronDownIcon = icon('M6 9l6 6 6-6');
export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CopyIcon = icon('M9 9h11v11H9zM5 15H4V4h11v1');
export const QrIcon = icon(MENU_PATHS.qr);
export const PaletteIcon = icon(
  'M12 21a9 9 0 1 1 9-9c0 2.5-2 3.5-4 3.5h-2a2 2 0 0 0-1.5 3.3c.6.8.2 2.2-1.5 2.2zM7.5 11h.01M10 7h.01M15 7.5h.01',
);
export const RefreshIcon = icon('M20 11a8 8 0 0 0-14.9-3.9L3 9M3 4v5h5M4 13a8 8 0 0 0 14.9 3.9L21 15M21 20v-5h-5');
export const ArrowUpIcon = icon('M12 19V5M5 12l7-7 7 7');
export const LogoutIcon = icon('M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9');
export const WalletIcon = icon('M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14h.01');
export const CollapseIcon = icon('M11 17l-5-5 5-5M18 17l-5-5 5-5');
export const ExpandIcon = icon('M13 17l5-5-5-5M6 17l5-5-5-5');
export const MoreIcon = icon(
  'M5 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2zM12 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2zM19 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2z',
);
