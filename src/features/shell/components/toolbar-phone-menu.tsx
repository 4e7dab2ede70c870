import { MenuHeading, MenuItem, MenuSection, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenuItems } from '@/components/ui/language-menu-popup';
import { menuItemClass, menuPanelClass, type MenuFace } from '@/components/ui/menu-look';
import { TakeoverMenu } from '@/components/ui/takeover-menu';
import { cn } from '@/lib/cn';
import { CopyIcon, PaletteIcon, QrIcon } from '@/components/icons';
import type { ToolbarProps } from './toolbar-props';

export type PhoneMenuPopupProps = ToolbarProps & MenuFace;

const menuItem = cn(menuItemClass, 'gap-3');

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
      itemsClassName={cn(menuPanelClass, 'max-h-[70vh] w-64 overflow-y-auto')}
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
        <LanguageMenuItems value={props.language} onChange={props.onLanguageChange} itemClassName="gap-3" />
      </MenuSection>
    </TakeoverMenu>
  );
}
