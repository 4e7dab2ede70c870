import { MENU_PATHS } from './menu-paths';
import { outlineIcon as icon } from './outline';

/** The chat's line icons, one 24 px path each, in the app's one outline look (outline.tsx). */

export const ChatIcon = icon(MENU_PATHS.chat);
export const RobotIcon = icon(
  'M12 4v3M7 7h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3zM9 12h.01M15 12h.01M9.5 16h5M2 12v3M22 12v3',
);
export const EyeOffIcon = icon(
  'M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c5 0 8.5 4 9.5 6a13 13 0 0 1-2.6 3.4M6.6 6.6A13.5 13.5 0 0 0 2.5 12c1 2 4.5 6 9.5 6a9.3 9.3 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
);
export const ContactsIcon = icon(MENU_PATHS.users);
export const TemplateIcon = icon('M5 4h14v16H5zM8 8h8M8 12h8M8 16h5');
export const HomeIcon = icon(MENU_PATHS.home);
export const ArrowLeftIcon = icon('M19 12H5M12 19l-7-7 7-7');
export const ChevronLeftIcon = icon('M15 18l-6-6 6-6');
export const ChevronRightIcon = icon('M9 18l6-6-6-6');
export const SearchIcon = icon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.3-4.3');
export const NotebookIcon = icon('M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6zM6 3v18M9 8h6M9 12h6');
export const ExternalIcon = icon('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5');
export const BellIcon = icon('M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0');
export const BellOffIcon = icon('M3 3l18 18M8.2 5.9A6 6 0 0 1 18 11v4M6 11v5l-2 2h14M10 20a2 2 0 0 0 4 0');
export const PinIcon = icon('M9 4h6M10 4v6l-3 4h10l-3-4V4M12 14v7');
