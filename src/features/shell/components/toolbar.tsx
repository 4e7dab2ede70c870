import { useTranslation } from 'react-i18next';
import { CommandPaletteButton } from '@/components/ui/command-palette-button';
import { DeferredControl } from '@/components/ui/deferred-control';
import { LanguageMenu } from '@/components/ui/language-menu';
import { cn } from '@/lib/cn';
import { deferred } from '@/lib/deferred';
import { CopyIcon, MenuIcon, MoreIcon, PaletteIcon, QrIcon } from '@/components/icons';
import type { ToolbarProps } from './toolbar-props';
import { UserMenu } from './user-menu';

export type { ToolbarProps };

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500';

// The phone menu's code (Headless UI's Menu) comes on the first sign of intent.
const phoneMenu = deferred(() => import('./toolbar-phone-menu').then((m) => m.PhoneMenuPopup));

/**
 * At phone width the toolbar has no room for the names of its icons, so the share, QR, theme and
 * language choices move into one menu where each is written out.
 */
function PhoneMenu(props: ToolbarProps) {
  const { t } = useTranslation('shell');
  const className = cn(iconButton, '@md:hidden');
  const face = <MoreIcon className="size-5" />;
  return (
    <DeferredControl
      control={phoneMenu}
      props={{ ...props, buttonClassName: className, face }}
      hasPopup="menu"
      aria-label={t('toolbar.more')}
      title={t('toolbar.more')}
      className={className}
    >
      {face}
    </DeferredControl>
  );
}

/** Shown from the @md container width up; below it they are in the phone menu. */
const wide = cn(iconButton, 'hidden @md:inline-flex');

/** The top toolbar: menu (phones), share code and link, QR, language, theme and the user menu. */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation('shell');
  return (
    <header className="@container sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-14 items-center gap-1 px-2 @md:gap-2 @md:px-4">
        <button
          type="button"
          onClick={props.onOpenMenu}
          aria-label={t('toolbar.openMenu')}
          className={`${iconButton} @min-[64rem]/shell:hidden`}
        >
          <MenuIcon className="size-5" />
        </button>
        <p className="mr-auto ml-1 min-w-0 truncate text-sm text-slate-700" aria-live="polite">
          {props.shareCode && (
            <>
              <span className="hidden @2xl:inline">{t('toolbar.shareCode')} </span>
              <span className="font-mono font-semibold text-slate-900">{props.shareCode}</span>
            </>
          )}
        </p>
        {props.onOpenSearch && (
          <>
            <CommandPaletteButton onClick={props.onOpenSearch} className="hidden @md:inline-flex" />
            <CommandPaletteButton onClick={props.onOpenSearch} variant="icon" className="@md:hidden" />
          </>
        )}
        <button
          type="button"
          onClick={props.onCopyShareLink}
          aria-label={t('toolbar.copyShareLink')}
          title={t('toolbar.copyShareLink')}
          className={wide}
        >
          <CopyIcon className="size-5" />
        </button>
        {props.showQr && (
          <button
            type="button"
            onClick={props.onOpenQr}
            aria-label={t('toolbar.qrCode')}
            title={t('toolbar.qrCode')}
            className={wide}
          >
            <QrIcon className="size-5" />
          </button>
        )}
        <LanguageMenu value={props.language} onChange={props.onLanguageChange} className="hidden @md:inline-flex" />
        <button
          type="button"
          onClick={props.onOpenTheme}
          aria-label={t('toolbar.theme')}
          title={t('toolbar.theme')}
          className={wide}
        >
          <PaletteIcon className="size-5" />
        </button>
        <PhoneMenu {...props} />
        <UserMenu {...props.user} onSetting={props.onSetting} onLogout={props.onLogout} />
      </div>
    </header>
  );
}
