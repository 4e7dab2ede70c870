import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import type { LanguageMenuPopupProps, PendingOpen } from './language-menu-popup';

export type LanguageMenuProps = {
  value: Language;
  onChange: (language: Language) => void;
  /** Show the current language's name beside the globe at every width (the sign-in pages have room). */
  showName?: boolean;
  className?: string;
};

export const languageIcon = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

type Popup = ComponentType<LanguageMenuPopupProps>;

// The menu's code (Headless UI's Menu and its positioning) is fetched on the first sign of intent
// (pointer over the button, focus, press), not with the page: most visits never open it.
let loaded: Popup | null = null;
let loading: Promise<Popup> | null = null;
function loadPopup(): Promise<Popup> {
  loading ??= import('./language-menu-popup').then(
    (m) => (loaded = m.LanguageMenuPopup),
    (error: unknown) => {
      loading = null; // offline for now: the next intent tries again
      throw error;
    },
  );
  return loading;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Each language is listed in its own name, so a reader who cannot read the current language still
 * finds theirs. What choosing does (reload, or switch in place) is the caller's.
 *
 * Until it is first pressed the button is a plain one drawn the same; the press is replayed on the
 * real menu button, which takes over the focus, so pointer and keyboard users get the menu exactly
 * as if it had been there from the start.
 */
export function LanguageMenu({ value, onChange, showName = false, className }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const [Popup, setPopup] = useState<Popup | null>(() => loaded);
  const [takeover, setTakeover] = useState<{ focus: boolean; open: PendingOpen | null }>({ focus: false, open: null });
  const button = useRef<HTMLButtonElement | null>(null);
  const pending = useRef<PendingOpen | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const buttonClass = cn(
    'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100',
    className,
  );
  const face = (
    <>
      <svg {...languageIcon} className="size-5">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <span className="sr-only">{t('language.label')}</span>
      <span lang={value} className={showName ? undefined : 'sr-only @xl:not-sr-only'}>
        {LANGUAGE_NAMES[value]}
      </span>
    </>
  );

  if (Popup)
    return (
      <Popup
        value={value}
        onChange={onChange}
        buttonClassName={buttonClass}
        face={face}
        takeFocus={takeover.focus}
        openOnMount={takeover.open}
      />
    );

  // Intent only fetches the code: the stand-in stays under the pointer and the focus until pressed.
  const prepare = () => void loadPopup().catch(() => undefined);
  const press = (open: PendingOpen) => {
    if (pending.current) return; // a mouse press and its click are one press
    pending.current = open;
    void loadPopup().then(
      (popup) => {
        if (!live.current) return;
        setTakeover({ focus: document.activeElement === button.current, open });
        setPopup(() => popup);
      },
      () => {
        pending.current = null;
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    press({ key: event.key });
  };

  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonClass}
      onPointerEnter={prepare}
      onFocus={prepare}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) press('pointer');
      }}
      onClick={() => press('pointer')}
      onKeyDown={onKeyDown}
      // A Space press would otherwise click on release, after its keydown was already taken.
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
    >
      {face}
    </button>
  );
}
