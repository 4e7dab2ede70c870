import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftSmallIcon, ChevronRightSmallIcon, type IconProps } from '@/components/icons';
import { useTakeover, type Takeover } from '../deferred-control';

/** A column as the chooser shows it; a move is absent where the column cannot go. */
export type ColumnChoice = {
  id: string;
  label: string;
  visible: boolean;
  onToggle: (visible: boolean) => void;
  onMoveLeft: (() => void) | undefined;
  onMoveRight: (() => void) | undefined;
};

export type ColumnMenuPopoverProps = Takeover & {
  columns: ColumnChoice[];
  buttonClassName: string;
  /** What the button shows, the same as the stand-in's. */
  face: ReactNode;
  onReset: () => void;
};

const moveClass =
  'rounded p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-30 disabled:hover:bg-transparent';

/** The column chooser itself (see column-menu.tsx, which loads it on the first sign of intent). */
export function ColumnMenuPopover({
  columns,
  buttonClassName,
  face,
  onReset,
  takeFocus,
  openOnMount,
}: ColumnMenuPopoverProps) {
  const { t } = useTranslation(['common', 'kit']);
  const button = useRef<HTMLButtonElement | null>(null);
  useTakeover(button, { takeFocus, openOnMount });
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={buttonClassName}>
        {face}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-30 min-w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <fieldset>
          <legend className="sr-only">{t('kit:table.columns')}</legend>
          {columns.map((column) => (
            <div key={column.id} className="flex items-center gap-1 rounded hover:bg-slate-100">
              <label className="flex flex-1 cursor-pointer items-center gap-2 px-2 py-1.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-primary-600"
                  checked={column.visible}
                  onChange={(e) => column.onToggle(e.target.checked)}
                />
                {column.label}
              </label>
              <MoveButton
                label={t('kit:table.moveLeft', { column: column.label })}
                onMove={column.onMoveLeft}
                icon={ChevronLeftSmallIcon}
              />
              <MoveButton
                label={t('kit:table.moveRight', { column: column.label })}
                onMove={column.onMoveRight}
                icon={ChevronRightSmallIcon}
              />
            </div>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={onReset}
          className="mt-1 w-full rounded border-t border-slate-200 px-2 py-1.5 text-start text-sm text-primary-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          {t('kit:table.resetColumns')}
        </button>
      </PopoverPanel>
    </Popover>
  );
}

function MoveButton({
  label,
  onMove,
  icon: Icon,
}: {
  label: string;
  onMove: (() => void) | undefined;
  icon: ComponentType<IconProps>;
}) {
  return (
    <button type="button" aria-label={label} title={label} disabled={!onMove} onClick={onMove} className={moveClass}>
      <Icon className="size-4" />
    </button>
  );
}
