import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ChevronDownIcon, LogoutIcon, MenuSymbol } from './icons';

export type UserMenuProps = {
  username: string;
  roleId: number | null;
  /** False for a session started as an agent login (spec: it cannot log out). */
  canLogout: boolean;
  logoutPending?: boolean;
  onSetting: () => void;
  onLogout: () => void;
};

/** Username and role, with Setting and (unless agent login) Logout. */
export function UserMenu({ username, roleId, canLogout, logoutPending = false, onSetting, onLogout }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const role = roleId ? t(`roles.${roleId}`, { defaultValue: '' }) : '';
  const itemClass =
    'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-slate-800 data-focus:bg-slate-100 data-disabled:opacity-60';
  return (
    <Menu>
      <MenuButton className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-primary-100 text-sm font-semibold text-primary-700 uppercase"
        >
          {username.slice(0, 1)}
        </span>
        {/* Always named by the username and role; shown from the lg container width. */}
        <span className="sr-only flex-col leading-tight @lg:not-sr-only @lg:flex">
          {/* Until the user view arrives the button is still named. */}
          <span className="text-sm font-medium text-slate-900">{username || t('user.account')}</span>
          {role && <span className="text-xs text-slate-600">{role}</span>}
        </span>
        <ChevronDownIcon className="size-4 text-slate-600" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        modal={false}
        className="z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
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
      </MenuItems>
    </Menu>
  );
}
