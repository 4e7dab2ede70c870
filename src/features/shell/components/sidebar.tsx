import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MenuEntry } from '@/lib/session/schemas/menu';
import { BalanceCard, type Wallet } from './balance-card';
import { ChevronDownIcon, CollapseIcon, ExpandIcon, MenuSymbol } from './icons';
import { isPlainClick } from '@/lib/plain-click';

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

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const collapsedItem = 'relative justify-center px-0';
const activeClass =
  'bg-primary-50 text-primary-700 hover:bg-primary-50 hover:text-primary-700 dark:bg-primary-700 dark:text-white dark:hover:bg-primary-700';

function containsPath(entry: MenuEntry, path: string): boolean {
  return entry.url === path || (entry.submenu ?? []).some((e) => containsPath(e, path));
}

/**
 * A menu group that opens and closes: a button saying whether it is expanded, and the list it
 * controls (what Headless UI's Disclosure does, in plain elements: the sidebar is on every page).
 */
function MenuGroup({
  defaultOpen,
  buttonClassName,
  panelClassName,
  title,
  label,
  children,
}: {
  defaultOpen: boolean;
  buttonClassName: string;
  panelClassName: string;
  title: string | undefined;
  label: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        title={title}
        className={buttonClassName}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <ul id={panelId} className={panelClassName}>
          {children}
        </ul>
      )}
    </>
  );
}

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
  const { t, i18n } = useTranslation('shell');
  const navId = useId();
  // A code the translations do not know yet shows as itself.
  const title = (code: string) => (i18n.exists(`common:menu.${code}`) ? t(`common:menu.${code}`) : code);

  const renderEntry = (entry: MenuEntry, nested = false) => {
    if (entry.submenu?.length) {
      return (
        <li key={entry.id}>
          {/* Keyed by whether it holds the current page: going to a page inside a closed group opens it. */}
          <MenuGroup
            key={String(containsPath(entry, currentPath))}
            defaultOpen={containsPath(entry, currentPath)}
            buttonClassName={cn(itemClass, 'group', collapsed && collapsedItem)}
            title={collapsed ? title(entry.code) : undefined}
            panelClassName={cn('mt-1 space-y-1', collapsed ? 'pl-0' : 'pl-4')}
            label={
              <>
                <MenuSymbol symbol={entry.symbol} className="size-5 shrink-0" />
                <span className={collapsed ? 'sr-only' : 'flex-1 text-left'}>{title(entry.code)}</span>
                <ChevronDownIcon
                  className={cn(
                    'shrink-0 transition-transform group-data-open:rotate-180',
                    collapsed ? 'absolute right-0.5 bottom-0.5 size-3' : 'size-4',
                  )}
                />
              </>
            }
          >
            {entry.submenu.map((child) => renderEntry(child, true))}
          </MenuGroup>
        </li>
      );
    }
    return (
      <li key={entry.id}>
        <a
          href={entry.url}
          aria-current={entry.url === currentPath ? 'page' : undefined}
          onClick={(event) => {
            // A modified click opens a tab as links do; a plain one stays in the app.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(entry.url);
          }}
          title={collapsed ? title(entry.code) : undefined}
          className={cn(itemClass, collapsed && collapsedItem, entry.url === currentPath && activeClass)}
        >
          <MenuSymbol symbol={entry.symbol} className={cn('shrink-0', nested ? 'size-4' : 'size-5')} />
          <span className={collapsed ? 'sr-only' : undefined}>{title(entry.code)}</span>
          {(counts[entry.code] ?? 0) > 0 && <EntryCount count={counts[entry.code]!} collapsed={collapsed} />}
        </a>
      </li>
    );
  };

  return (
    <div
      className={cn(
        'flex h-full flex-col bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100',
        collapsed ? 'w-[72px]' : 'w-[260px]',
        className,
      )}
    >
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
          <ul className="space-y-1">{(menu ?? []).map((entry) => renderEntry(entry))}</ul>
        )}
      </nav>
    </div>
  );
}

/** A count on a menu entry (99+ above 99), with its meaning for assistive technology. */
function EntryCount({ count, collapsed }: { count: number; collapsed: boolean }) {
  const { t } = useTranslation('chat-nav');
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex min-w-5 justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white',
          collapsed ? 'absolute end-0.5 top-0.5 min-w-4.5 px-1 text-[10px] leading-4.5' : 'ms-auto',
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{t('rooms.unread', { count })}</span>
    </>
  );
}
