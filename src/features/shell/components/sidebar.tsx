import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MenuEntry } from '@/lib/schemas/menu';
import { BalanceCard, type Wallet } from './balance-card';
import { SidebarEntry } from './sidebar-entry';
import { SidebarHeader } from './sidebar-header';

export type SidebarProps = {
  menu: MenuEntry[] | undefined;
  menuLoading?: boolean;
  /** Counts shown on menu entries by their code (the chat's unread total on 'chat'). */
  counts?: Partial<Record<string, number>>;
  wallet: Wallet | undefined;
  walletLoading?: boolean;
  /** The current path: its link is marked as the current page and its group starts open. */
  currentPath: string;
  /** A menu link was followed with a plain click: the container routes there (and closes the phone drawer). */
  onNavigate: (url: string) => void;
  /** Icons only (desktop): every entry keeps its name for screen readers and as a tooltip. */
  collapsed?: boolean;
  /** Desktop only: offers the collapse / expand button; the phone drawer has no use for it. */
  onToggleCollapsed?: () => void;
  className?: string;
};

/** The sidebar of the spec: balance on top, then the server's menu; 260 px wide, or icons only when collapsed. */
export function Sidebar({
  menu,
  menuLoading = false,
  counts = {},
  wallet,
  walletLoading,
  currentPath,
  onNavigate,
  collapsed = false,
  onToggleCollapsed,
  className,
}: SidebarProps) {
  const { t } = useTranslation('shell');
  const navId = useId();
  const shared = { counts, currentPath, onNavigate, collapsed };

  return (
    <div
      className={cn(
        'flex h-full flex-col bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100',
        collapsed ? 'w-[72px]' : 'w-[260px]',
        className,
      )}
    >
      <SidebarHeader collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} navId={navId} />
      {/* Collapsed, there is no room for the figures: the balance comes back with the full sidebar. */}
      {!collapsed && (
        <div className="p-3">
          <BalanceCard wallet={wallet} loading={walletLoading} />
        </div>
      )}
      <nav
        id={navId}
        aria-label={t('sidebar.label')}
        className={cn('flex-1 overflow-y-auto pb-6', collapsed ? 'px-2 pt-3' : 'px-3')}
      >
        {menuLoading && !menu ? (
          <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t('common:loading')}</p>
        ) : (
          <ul className="space-y-1">
            {(menu ?? []).map((entry) => (
              <SidebarEntry key={entry.id} entry={entry} {...shared} />
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
