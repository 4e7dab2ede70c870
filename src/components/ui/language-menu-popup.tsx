import { MenuItem } from '@headlessui/react';
import type { ReactNode } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import type { Takeover } from './deferred-control';
import { TakeoverMenu } from './takeover-menu';
import { languageIcon } from './language-icon';

export type LanguageMenuPopupProps = Takeover & {
  value: Language;
  onChange: (language: Language) => void;
  buttonClassName: string;
  /** What the button shows, the same as the stand-in's. */
  face: ReactNode;
};

/** The language menu itself (see language-menu.tsx, which loads it on the first sign of intent). */
export function LanguageMenuPopup({
  value,
  onChange,
  buttonClassName,
  face,
  takeFocus,
  openOnMount,
}: LanguageMenuPopupProps) {
  return (
    <TakeoverMenu
      buttonClassName={buttonClassName}
      face={face}
      takeFocus={takeFocus}
      openOnMount={openOnMount}
      itemsClassName="z-40 mt-1 w-52 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
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
              <svg {...languageIcon} className="size-4 text-primary-700">
                <path d="M5 12l5 5L20 7" />
              </svg>
            )}
          </button>
        </MenuItem>
      ))}
    </TakeoverMenu>
  );
}
