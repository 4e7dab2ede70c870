import { MenuItem, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Takeover } from '../deferred-control';
import { TakeoverMenu } from '../takeover-menu';
import type { RowActionItem } from './row-action-item';

export type MoreActionsMenuProps = Takeover & {
  /** The everyday actions that did not fit as links. */
  rest: RowActionItem[];
  /** The destructive ones: last, after a separator, in the danger colour. */
  danger: RowActionItem[];
  /** Names the row ("More actions for player01"). */
  label: string;
  buttonClassName: string;
  /** What the button shows, the same as the stand-in's. */
  face: ReactNode;
};

const itemClass =
  'flex w-full items-center rounded px-3 py-2 text-start whitespace-nowrap data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:bg-slate-100';

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

/** A row's More menu itself (see row-actions.tsx, which loads it on the first sign of intent). */
export function MoreActionsMenu({
  rest,
  danger,
  label,
  buttonClassName,
  face,
  takeFocus,
  openOnMount,
}: MoreActionsMenuProps) {
  return (
    <TakeoverMenu
      buttonClassName={buttonClassName}
      face={face}
      label={label}
      takeFocus={takeFocus}
      openOnMount={openOnMount}
      anchor={{ to: 'bottom end', gap: 4 }}
      itemsClassName="z-40 min-w-40 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
    >
      {rest.map((action) => (
        <MenuAction key={action.id} action={action} />
      ))}
      {rest.length > 0 && danger.length > 0 && <MenuSeparator className="my-1 h-px bg-slate-200" />}
      {danger.map((action) => (
        <MenuAction key={action.id} action={action} />
      ))}
    </TakeoverMenu>
  );
}
