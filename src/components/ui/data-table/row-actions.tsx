import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type RowActionItem = {
  id: string;
  label: string;
  /** Names the row too ("Edit player01"), for screen readers reading one control at a time. */
  accessibleName?: string;
  /** A link: a plain click calls onSelect (staying in the app), a modified click opens a tab. */
  href?: string;
  onSelect?: () => void;
  /** Destructive: shown last in the More menu, in the danger colour, never as a primary link. */
  danger?: boolean;
  disabled?: boolean;
};

export type RowActionsProps = {
  /** At most two actions shown as links; the rest, and every destructive one, go to the More menu. */
  actions: RowActionItem[];
  /** Names the row for the More button ("More actions for player01"). */
  rowName: string;
  primaryCount?: 1 | 2;
};

const linkClass =
  'inline-flex h-8 items-center rounded px-1.5 text-sm font-medium whitespace-nowrap text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';
const itemClass =
  'flex w-full items-center rounded px-3 py-2 text-start whitespace-nowrap data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:bg-slate-100';

const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

function PrimaryAction({ action }: { action: RowActionItem }) {
  if (action.href)
    return (
      <a
        href={action.href}
        aria-label={action.accessibleName}
        className={linkClass}
        onClick={(event) => {
          if (!action.onSelect || !plainClick(event)) return;
          event.preventDefault();
          action.onSelect();
        }}
      >
        {action.label}
      </a>
    );
  return (
    <button
      type="button"
      className={linkClass}
      aria-label={action.accessibleName}
      disabled={action.disabled}
      onClick={action.onSelect}
    >
      {action.label}
    </button>
  );
}

function MenuAction({ action }: { action: RowActionItem }) {
  return (
    <MenuItem disabled={action.disabled}>
      <button
        type="button"
        aria-label={action.accessibleName}
        onClick={action.onSelect}
        className={cn(itemClass, action.danger ? 'text-red-700' : 'text-slate-800')}
      >
        {action.label}
      </button>
    </MenuItem>
  );
}

/**
 * A row's actions as admin frameworks show them: the one or two everyday ones as links, the rest in
 * a "More" menu with the destructive ones last and red, so the loudest thing in a row is never Freeze.
 */
export function RowActions({ actions, rowName, primaryCount = 2 }: RowActionsProps) {
  const { t } = useTranslation('common');
  const safe = actions.filter((a) => !a.danger);
  const primary = safe.slice(0, primaryCount);
  const rest = safe.slice(primaryCount);
  const danger = actions.filter((a) => a.danger);
  return (
    <div className="flex items-center justify-end gap-1">
      {primary.map((action) => (
        <PrimaryAction key={action.id} action={action} />
      ))}
      {rest.length + danger.length > 0 && (
        <Menu>
          <MenuButton
            aria-label={t('table.moreFor', { name: rowName })}
            className="inline-flex h-8 items-center gap-1 rounded px-1.5 text-sm font-medium whitespace-nowrap text-primary-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100"
          >
            {t('table.more')}
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </MenuButton>
          <MenuItems
            anchor={{ to: 'bottom end', gap: 4 }}
            modal={false}
            className="z-40 min-w-40 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
          >
            {rest.map((action) => (
              <MenuAction key={action.id} action={action} />
            ))}
            {rest.length > 0 && danger.length > 0 && <MenuSeparator className="my-1 h-px bg-slate-200" />}
            {danger.map((action) => (
              <MenuAction key={action.id} action={action} />
            ))}
          </MenuItems>
        </Menu>
      )}
    </div>
  );
}
