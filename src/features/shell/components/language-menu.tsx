import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { CheckIcon, GlobeIcon } from './icons';

export type LanguageMenuProps = { value: Language; onChange: (language: Language) => void };

/** Each language is listed in its own name; choosing one reloads the app in it (container). */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu>
      <MenuButton className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100">
        <GlobeIcon className="size-5" />
        <span className="sr-only">{t('language.label')}</span>
        <span lang={value} className="sr-only @xl:not-sr-only">
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
              {lng === value && <CheckIcon className="size-4 text-primary-700" />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
