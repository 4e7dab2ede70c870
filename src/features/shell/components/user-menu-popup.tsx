import { MenuItem, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { menuItemClass, menuPanelClass, type MenuFace } from '@/components/ui/menu-look';
import { Spinner } from '@/components/ui/spinner';
import { TakeoverMenu } from '@/components/ui/takeover-menu';
import { cn } from '@/lib/cn';
import { LogoutIcon, MenuSymbol } from '@/components/icons';
import type { UserMenuProps } from './user-menu-props';

export type UserMenuPopupProps = UserMenuProps & MenuFace & { role: string };

const itemClass = cn(menuItemClass, 'gap-2 data-disabled:opacity-60');

/** The user menu itself (see user-menu.tsx, which loads it on the first sign of intent). */
export function UserMenuPopup({
  username,
  role,
  canLogout,
  logoutPending = false,
  onSetting,
  onLogout,
  ...menu
}: UserMenuPopupProps) {
  const { t } = useTranslation('shell');
  return (
    <TakeoverMenu {...menu} itemsClassName={cn(menuPanelClass, 'w-56')}>
      <div className="px-3 py-2">
        <p className="font-medium text-slate-900">{username}</p>
        {role && <p className="text-xs text-slate-600">{role}</p>}
      </div>
      <MenuSeparator className="my-1 h-px bg-slate-200" />
      <MenuItem>
        <button type="button" onClick={onSetting} className={itemClass}>
          <MenuSymbol symbol="settings" className="size-4" />
          {t('user.setting')}
        </button>
      </MenuItem>
      {canLogout && (
        <MenuItem disabled={logoutPending}>
          <button type="button" onClick={onLogout} className={itemClass} aria-busy={logoutPending || undefined}>
            {logoutPending ? <Spinner className="size-4" /> : <LogoutIcon className="size-4" />}
            {t('user.logout')}
          </button>
        </MenuItem>
      )}
    </TakeoverMenu>
  );
}
