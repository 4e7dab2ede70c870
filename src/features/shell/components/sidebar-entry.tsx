import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';
import type { MenuEntry } from '@/lib/schemas/menu';
import { EntryCount } from './entry-count';
import { ChevronDownIcon, MenuSymbol } from '@/components/icons';
import { MenuGroup } from './menu-group';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const collapsedItem = 'relative justify-center px-0';
const activeClass =
  'bg-primary-50 text-primary-700 hover:bg-primary-50 hover:text-primary-700 dark:bg-primary-700 dark:text-white dark:hover:bg-primary-700';

function containsPath(entry: MenuEntry, path: string): boolean {
  return entry.url === path || (entry.submenu ?? []).some((e) => containsPath(e, path));
}

export type SidebarEntryProps = {
  entry: MenuEntry;
  nested?: boolean;
  counts: Partial<Record<string, number>>;
  currentPath: string;
  onNavigate: (url: string) => void;
  collapsed: boolean;
};

/** One entry of the server's menu: a link, or a group of entries that opens and closes. */
export function SidebarEntry({ entry, nested = false, ...shared }: SidebarEntryProps) {
  const { t, i18n } = useTranslation('shell');
  const { counts, currentPath, onNavigate, collapsed } = shared;
  // A code the translations do not know yet shows as itself.
  const title = i18n.exists(`common:menu.${entry.code}`) ? t(`common:menu.${entry.code}`) : entry.code;
  if (entry.submenu?.length) {
    return (
      <li>
        {/* Keyed by whether it holds the current page: going to a page inside a closed group opens it. */}
        <MenuGroup
          key={String(containsPath(entry, currentPath))}
          defaultOpen={containsPath(entry, currentPath)}
          buttonClassName={cn(itemClass, 'group', collapsed && collapsedItem)}
          title={collapsed ? title : undefined}
          panelClassName={cn('mt-1 space-y-1', collapsed ? 'pl-0' : 'pl-4')}
          label={
            <>
              <MenuSymbol symbol={entry.symbol} className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : 'flex-1 text-left'}>{title}</span>
              <ChevronDownIcon
                className={cn(
                  'shrink-0 transition-transform group-data-open:rotate-180',
                  collapsed ? 'absolute right-0.5 bottom-0.5 size-3' : 'size-4',
                )}
              />
            </>
          }
        >
          {entry.submenu.map((child) => (
            <SidebarEntry key={child.id} entry={child} nested {...shared} />
          ))}
        </MenuGroup>
      </li>
    );
  }
  return (
    <li>
      <a
        href={entry.url}
        aria-current={entry.url === currentPath ? 'page' : undefined}
        onClick={(event) => {
          // A modified click opens a tab as links do; a plain one stays in the app.
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(entry.url);
        }}
        title={collapsed ? title : undefined}
        className={cn(itemClass, collapsed && collapsedItem, entry.url === currentPath && activeClass)}
      >
        <MenuSymbol symbol={entry.symbol} className={cn('shrink-0', nested ? 'size-4' : 'size-5')} />
        <span className={collapsed ? 'sr-only' : undefined}>{title}</span>
        {(counts[entry.code] ?? 0) > 0 && <EntryCount count={counts[entry.code]!} collapsed={collapsed} />}
      </a>
    </li>
  );
}
