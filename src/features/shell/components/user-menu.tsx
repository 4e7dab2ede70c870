import { useTranslation } from 'react-i18next';
import { DeferredControl } from '@/components/ui/deferred-control';
import { deferred } from '@/lib/deferred';
import { ChevronDownIcon } from '@/components/icons';
import type { UserMenuProps } from './user-menu-props';

export type { UserMenuProps };

// The menu's code (Headless UI's Menu and its positioning) comes on the first sign of intent.
const popup = deferred(() => import('./user-menu-popup').then((m) => m.UserMenuPopup));

const buttonClass =
  'inline-flex h-10 items-center gap-2 rounded-md px-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100';

/** Username and role, with Setting and (unless agent login) Logout. */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation('shell');
  const { username, roleId } = props;
  const role = roleId ? t(`roles.${roleId}`, { defaultValue: '' }) : '';
  const face = (
    <>
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
    </>
  );
  return (
    <DeferredControl
      control={popup}
      props={{ ...props, role, buttonClassName: buttonClass, face }}
      hasPopup="menu"
      className={buttonClass}
    >
      {face}
    </DeferredControl>
  );
}
