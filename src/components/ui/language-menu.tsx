import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { deferred } from '@/lib/deferred';
import { DeferredControl } from './deferred-control';
import { GlobeIcon } from '@/components/icons';

export type LanguageMenuProps = {
  value: Language;
  onChange: (language: Language) => void;
  /** Show the current language's name beside the globe at every width (the sign-in pages have room). */
  showName?: boolean;
  className?: string;
};

// The menu's code (Headless UI's Menu and its positioning) is fetched on the first sign of intent
// (pointer over the button, focus, press), not with the page: most visits never open it.
const popup = deferred(() => import('./language-menu-popup').then((m) => m.LanguageMenuPopup));

/**
 * Each language is listed in its own name, so a reader who cannot read the current language still
 * finds theirs. What choosing does (reload, or switch in place) is the caller's. Until it is first
 * pressed the button is a plain one drawn the same (DeferredControl).
 */
export function LanguageMenu({ value, onChange, showName = false, className }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const buttonClass = cn(
    'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100',
    className,
  );
  const face = (
    <>
      <GlobeIcon className="size-5" />
      <span className="sr-only">{t('language.label')}</span>
      <span lang={value} className={showName ? undefined : 'sr-only @xl:not-sr-only'}>
        {LANGUAGE_NAMES[value]}
      </span>
    </>
  );
  return (
    <DeferredControl
      control={popup}
      props={{ value, onChange, buttonClassName: buttonClass, face }}
      hasPopup="menu"
      className={buttonClass}
    >
      {face}
    </DeferredControl>
  );
}
