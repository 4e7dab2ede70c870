import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSmallIcon } from '@/components/icons';
import { cn } from '@/lib/cn';

/** Apple keyboards open the palette with Cmd+K; every other one with Ctrl+K. */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator) {
  return !!nav && /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

/** True for the palette's shortcut: K with Cmd (Apple) or Ctrl (others), no other modifier. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  apple = isApplePlatform(),
) {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/**
 * Opens the palette on Ctrl+K / Cmd+K anywhere on the page, text boxes included (the browser's own
 * use of the keys, its address-bar search, is taken over while the app is shown).
 */
export function usePaletteShortcut(onOpen: () => void) {
  const latest = useRef(onOpen);
  latest.current = onOpen;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isPaletteShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

export type CommandPaletteButtonProps = {
  onClick: () => void;
  /** `wide` shows its word ("Go to") and the shortcut; `icon` is a square icon with a tooltip. */
  variant?: 'wide' | 'icon';
  className?: string;
};

/** The visible way into the palette, naming its keyboard shortcut so it can be learnt. */
export function CommandPaletteButton({ onClick, variant = 'wide', className }: CommandPaletteButtonProps) {
  const { t } = useTranslation('kit', { keyPrefix: 'palette' });
  const apple = isApplePlatform();
  const shortcut = t(apple ? 'shortcutApple' : 'shortcutOther');
  return (
    <button
      type="button"
      onClick={onClick}
      // The wide button is named by what it shows ("Go to Ctrl K"); the icon by the same word.
      aria-label={variant === 'icon' ? t('button') : undefined}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      title={`${t('open')} (${shortcut})`}
      className={cn(
        'inline-flex items-center text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500',
        variant === 'wide'
          ? 'h-9 gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm'
          : 'size-9 justify-center rounded-md',
        className,
      )}
    >
      <SearchSmallIcon className="size-5 shrink-0" />
      {variant === 'wide' && (
        <>
          <span className="text-slate-600">{t('button')}</span>
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-sans text-xs text-slate-600">
            {shortcut}
          </kbd>
        </>
      )}
    </button>
  );
}
