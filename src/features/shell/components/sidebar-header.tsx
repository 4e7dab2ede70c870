import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CollapseIcon, ExpandIcon } from '@/components/icons';

type SidebarHeaderProps = {
  collapsed: boolean;
  /** Desktop only: offers the collapse / expand button. */
  onToggleCollapsed: (() => void) | undefined;
  /** The id of the menu the button collapses. */
  navId: string;
};

/** The top of the sidebar: the app's mark and name, and the button that collapses the sidebar to icons. */
export function SidebarHeader({ collapsed, onToggleCollapsed, navId }: SidebarHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <div
      className={cn(
        'flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 dark:border-slate-800',
        collapsed ? 'justify-center px-2' : 'px-5',
      )}
    >
      {!collapsed && (
        <>
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-md bg-primary-600 text-sm font-bold text-white"
          >
            B
          </span>
          <span className="flex-1 font-semibold">{t('common:appName')}</span>
        </>
      )}
      {onToggleCollapsed && (
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          title={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {collapsed ? <ExpandIcon className="size-5" /> : <CollapseIcon className="size-5" />}
        </button>
      )}
    </div>
  );
}
