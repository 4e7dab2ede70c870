import { storage } from './storage';

/** The nine primary colours of the theme drawer. */
export const PRIMARY_COLORS = [
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
  '#0d9488',
  '#475569',
] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];
export type Theme = { sidebar: 'dark' | 'light'; primary: PrimaryColor };
export const DEFAULT_THEME: Theme = { sidebar: 'dark', primary: '#2563eb' };

export function readTheme(): Theme {
  const saved = storage.getJson<Partial<Theme>>('theme', {});
  return {
    sidebar: saved.sidebar === 'light' ? 'light' : 'dark',
    primary: (PRIMARY_COLORS as readonly string[]).includes(saved.primary ?? '')
      ? (saved.primary as PrimaryColor)
      : DEFAULT_THEME.primary,
  };
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--primary', theme.primary);
  root.dataset.themeSidebar = theme.sidebar;
}

export function saveTheme(theme: Theme): void {
  storage.setJson('theme', theme);
  applyTheme(theme);
}

export function applyStoredTheme(): void {
  applyTheme(readTheme());
}
