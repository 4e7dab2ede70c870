import type { Language } from '@/lib/i18n';
import type { UserMenuProps } from './user-menu-props';

// The toolbar's props, in a file of their own: the lazily loaded phone menu takes them too.
export type ToolbarProps = {
  /** The share code, or null until it is shown (the spec fills it after 2 seconds). */
  shareCode: string | null;
  onCopyShareLink: () => void;
  showQr: boolean;
  onOpenQr: () => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  user: Omit<UserMenuProps, 'onSetting' | 'onLogout'>;
  onSetting: () => void;
  onLogout: () => void;
  onOpenTheme: () => void;
  onOpenMenu: () => void;
  /** Opens the command palette; without it the toolbar has no search button. */
  onOpenSearch?: (() => void) | undefined;
};
