import { MenuItem, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Takeover } from '@/components/ui/deferred-control';
import { Spinner } from '@/components/ui/spinner';
import { TakeoverMenu } from '@/components/ui/takeover-menu';
import { LogoutIcon, MenuSymbol } from './icons';
import type { UserMenuProps } from './user-menu-props';

export type UserMenuPopupProps = UserMenuProps &
  Takeover & {
    role: string;
    buttonClassName: string;
    /** What the button shows, the same as the stand-in's. */
    face: ReactNode;
  };

const itemClass =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-slate-800 data-focus:bg-slate-100 data-disabled:opacity-60';

/** The user menu itself (see user-menu.tsx, which loads it on the first sign of intent). */
export function UserMenuPopup({
  username,
  role,
  canLogout,
  logoutPending = false,
  onSetting,
  onLogout,
  buttonClassName,
  face,
  takeFocus,
  openOnMount,
}: UserMenuPopupProps) {
  const { t } = useTranslation('shell');
  return (
    <TakeoverMenu
      buttonClassName={buttonClassName}
      face={face}
      takeFocus={takeFocus}
      openOnMount={openOnMount}
      itemsClassName="z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
    >
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
