import { MenuHeading, MenuItem, MenuSection, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Takeover } from '@/components/ui/deferred-control';
import { TakeoverMenu } from '@/components/ui/takeover-menu';
import { LANGUAGES, LANGUAGE_NAMES } from '@/lib/i18n';
import { CheckIcon, CopyIcon, PaletteIcon, QrIcon } from './icons';
import type { ToolbarProps } from './toolbar-props';

export type PhoneMenuPopupProps = ToolbarProps &
  Takeover & {
    buttonClassName: string;
    /** What the button shows, the same as the stand-in's. */
    face: ReactNode;
  };

const menuItem = 'flex w-full items-center gap-3 rounded px-3 py-2 text-left text-slate-800 data-focus:bg-slate-100';

function Item({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <MenuItem>
      <button type="button" onClick={onClick} className={menuItem}>
        {icon}
        {label}
      </button>
    </MenuItem>
  );
}

/** The toolbar's phone menu itself (see toolbar.tsx, which loads it on the first sign of intent). */
export function PhoneMenuPopup({ buttonClassName, face, takeFocus, openOnMount, ...props }: PhoneMenuPopupProps) {
  const { t } = useTranslation('shell');
  return (
    <TakeoverMenu
      buttonClassName={buttonClassName}
      face={face}
      label={t('toolbar.more')}
      title={t('toolbar.more')}
      takeFocus={takeFocus}
      openOnMount={openOnMount}
      itemsClassName="z-40 mt-1 max-h-[70vh] w-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
    >
      <Item icon={<CopyIcon className="size-5" />} label={t('toolbar.copyShareLink')} onClick={props.onCopyShareLink} />
      {props.showQr && (
        <Item icon={<QrIcon className="size-5" />} label={t('toolbar.qrCode')} onClick={props.onOpenQr} />
      )}
      <Item icon={<PaletteIcon className="size-5" />} label={t('toolbar.theme')} onClick={props.onOpenTheme} />
      <MenuSeparator className="my-1 h-px bg-slate-200" />
      <MenuSection>
        <MenuHeading className="px-3 py-1.5 text-xs font-semibold text-slate-600 uppercase">
          {t('common:language.label')}
        </MenuHeading>
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng}>
            <button
              type="button"
              lang={lng}
              aria-current={lng === props.language || undefined}
              onClick={() => props.onLanguageChange(lng)}
              className={`${menuItem} justify-between`}
            >
              {LANGUAGE_NAMES[lng]}
              {lng === props.language && <CheckIcon className="size-4 text-primary-700" />}
            </button>
          </MenuItem>
        ))}
      </MenuSection>
    </TakeoverMenu>
  );
}
