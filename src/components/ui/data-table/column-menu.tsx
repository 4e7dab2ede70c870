import type { Column, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ColumnsIcon } from '@/components/icons';
import { deferred } from '@/lib/deferred';
import { buttonVariants } from '../button';
import { BUTTON_KEYS, DeferredControl } from '../deferred-control';
import { columnLabel } from './column-label';

// The chooser's code (Headless UI's Popover and its positioning) comes on the first sign of intent.
const popover = deferred(() => import('./column-menu-popover').then((m) => m.ColumnMenuPopover));

type ColumnMenuProps<T extends RowData> = {
  columns: Column<T, unknown>[];
  /** Moves a column one place among the visible ones; whether it can. */
  onMove: (id: string, delta: -1 | 1) => void;
  canMove: (id: string, delta: -1 | 1) => boolean;
  /** Restores the spec's columns: order, widths and visibility. */
  onReset: () => void;
};

/** Checkbox list that shows and hides columns, moves them, and restores them. */
export function ColumnMenu<T extends RowData>({ columns, onMove, canMove, onReset }: ColumnMenuProps<T>) {
  const { t } = useTranslation(['common', 'kit']);
  const className = buttonVariants({ variant: 'secondary', size: 'sm' });
  const choices = columns.map((column) => ({
    id: column.id,
    label: columnLabel(column),
    visible: column.getIsVisible(),
    onToggle: (visible: boolean) => column.toggleVisibility(visible),
    onMoveLeft: canMove(column.id, -1) ? () => onMove(column.id, -1) : undefined,
    onMoveRight: canMove(column.id, 1) ? () => onMove(column.id, 1) : undefined,
  }));
  const face = (
    <>
      <ColumnsIcon className="size-4" />
      {t('kit:table.columns')}
    </>
  );
  return (
    <DeferredControl
      control={popover}
      props={{ columns: choices, buttonClassName: className, face, onReset }}
      openingKeys={BUTTON_KEYS}
      wrapperClassName="relative"
      className={className}
    >
      {face}
    </DeferredControl>
  );
}
