import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@/lib/i18n';

export type LanguageMenuProps = {
  value: Language;
  onChange: (language: Language) => void;
  /** Show the current language's name beside the globe at every width (the sign-in pages have room). */
  showName?: boolean;
  className?: string;
};

const svg = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

/**
 * Each language is listed in its own name, so a reader who cannot read the current language still
 * finds theirs. What choosing does (reload, or switch in place) is the caller's.
 */
export function LanguageMenu({ value, onChange, showName = false, className }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Menu>
      <MenuButton
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100',
          className,
        )}
      >
        <svg {...svg} className="size-5">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="sr-only">{t('language.label')}</span>
        <span lang={value} className={showName ? undefined : 'sr-only @xl:not-sr-only'}>
          {LANGUAGE_NAMES[value]}
        </span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        modal={false}
        className="z-40 mt-1 w-52 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
      >
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng}>
            <button
              type="button"
              lang={lng}
              aria-current={lng === value || undefined}
              onClick={() => onChange(lng)}
              className="flex w-full items-center justify-between gap-2 rounded px-3 py-2 text-left text-slate-800 data-focus:bg-slate-100"
            >
              {LANGUAGE_NAMES[lng]}
              {lng === value && (
                <svg {...svg} className="size-4 text-primary-700">
                  <path d="M5 12l5 5L20 7" />
                </svg>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
