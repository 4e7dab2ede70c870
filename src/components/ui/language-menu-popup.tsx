import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { languageIcon } from './language-menu';

/** A press made on the stand-in button before this code arrived: a pointer press or an opening key. */
export type PendingOpen = 'pointer' | { key: string };

export type LanguageMenuPopupProps = {
  value: Language;
  onChange: (language: Language) => void;
  buttonClassName: string;
  /** What the button shows, the same as the stand-in's. */
  face: ReactNode;
  /** The stand-in had the focus: the real button takes it over. */
  takeFocus: boolean;
  openOnMount: PendingOpen | null;
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
  const button = useRef<HTMLButtonElement | null>(null);
  const first = useRef({ takeFocus, openOnMount });
  useEffect(() => {
    const el = button.current;
    const { takeFocus: focus, openOnMount: open } = first.current;
    if (!el) return;
    first.current = { takeFocus: false, openOnMount: null }; // once, even where effects run twice
    if (focus) el.focus({ preventScroll: true });
    // Replayed through the button's own handlers, so the menu opens as that press would have opened it.
    if (open === 'pointer') el.click();
    else if (open) el.dispatchEvent(new KeyboardEvent('keydown', { key: open.key, bubbles: true, cancelable: true }));
  }, []);

  return (
    <Menu>
      <MenuButton ref={button} className={buttonClassName}>
        {face}
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
                <svg {...languageIcon} className="size-4 text-primary-700">
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
