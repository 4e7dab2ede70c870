import { useTranslation } from 'react-i18next';
import { ChevronDownSmallIcon } from '@/components/icons';
import { deferred } from '@/lib/deferred';
import { DeferredControl } from '../deferred-control';
import { isPlainClick } from '@/lib/plain-click';
import type { RowActionItem } from './row-action-item';

export type { RowActionItem };

export type RowActionsProps = {
  /** At most two actions shown as links; the rest, and every destructive one, go to the More menu. */
  actions: RowActionItem[];
  /** Names the row for the More button ("More actions for player01"). */
  rowName: string;
  primaryCount?: 1 | 2;
};

const linkClass =
  'inline-flex h-8 items-center rounded px-1.5 text-sm font-medium whitespace-nowrap text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';
const moreClass =
  'inline-flex h-8 items-center gap-1 rounded px-1.5 text-sm font-medium whitespace-nowrap text-primary-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100';

// The More menu's code (Headless UI's Menu and its positioning) comes on the first sign of intent:
// a list of many rows carries none of it until one is reached for.
const moreMenu = deferred(() => import('./row-actions-menu').then((m) => m.MoreActionsMenu));

function PrimaryAction({ action }: { action: RowActionItem }) {
  if (action.href)
    return (
      <a
        href={action.href}
        aria-label={action.accessibleName}
        className={linkClass}
        onClick={(event) => {
          if (!action.onSelect || !isPlainClick(event)) return;
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

/**
 * A row's actions as admin frameworks show them: the one or two everyday ones as links, the rest in
 * a "More" menu with the destructive ones last and red, so the loudest thing in a row is never Freeze.
 */
export function RowActions({ actions, rowName, primaryCount = 2 }: RowActionsProps) {
  const { t } = useTranslation(['common', 'kit']);
  const safe = actions.filter((a) => !a.danger);
  const primary = safe.slice(0, primaryCount);
  const rest = safe.slice(primaryCount);
  const danger = actions.filter((a) => a.danger);
  const moreFor = t('kit:table.moreFor', { name: rowName });
  const moreFace = (
    <>
      {t('kit:table.more')}
      <ChevronDownSmallIcon className="size-4" />
    </>
  );
  return (
    <div className="flex items-center justify-end gap-1">
      {primary.map((action) => (
        <PrimaryAction key={action.id} action={action} />
      ))}
      {rest.length + danger.length > 0 && (
        <DeferredControl
          control={moreMenu}
          props={{ rest, danger, label: moreFor, buttonClassName: moreClass, face: moreFace }}
          hasPopup="menu"
          aria-label={moreFor}
          className={moreClass}
        >
          {moreFace}
        </DeferredControl>
      )}
    </div>
  );
}
