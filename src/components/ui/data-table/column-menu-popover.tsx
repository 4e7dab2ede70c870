import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeover, type Takeover } from '../deferred-control';

/** A column as the chooser shows it. */
export type ColumnChoice = { id: string; label: string; visible: boolean; onToggle: (visible: boolean) => void };

export type ColumnMenuPopoverProps = Takeover & {
  columns: ColumnChoice[];
  buttonClassName: string;
  /** What the button shows, the same as the stand-in's. */
  face: ReactNode;
};

/** The column chooser itself (see column-menu.tsx, which loads it on the first sign of intent). */
export function ColumnMenuPopover({ columns, buttonClassName, face, takeFocus, openOnMount }: ColumnMenuPopoverProps) {
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement | null>(null);
  useTakeover(button, { takeFocus, openOnMount });
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={buttonClassName}>
        {face}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-30 min-w-48 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <fieldset>
          <legend className="sr-only">{t('table.columns')}</legend>
          {columns.map((column) => (
            <label
              key={column.id}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary-600"
                checked={column.visible}
                onChange={(e) => column.onToggle(e.target.checked)}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
